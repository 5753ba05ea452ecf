import type { LanguageCode } from '@awards/contracts';

/**
 * What a download of one's data leaves out and why, in the account's language: the document is
 * read by its owner, and these are the questions it raises.
 */
export const DOWNLOAD_NOTES: Record<LanguageCode, string[]> = {
  EN: [
    'Your votes are kept with keyed hashes of the network address they came from and of that address with your browser, and your account with one of the address it was created from. Without the site’s secret key a hash reveals nothing, so they are left out here; they are deleted with your account.',
    'Your password and one-time passwords are kept only as hashes, which are left out too.',
    'A mail’s text is deleted once it is sent; its subject and times stay a few days as a record.',
  ],
  SP: [
    'Tus votos se guardan con hashes con clave de la dirección de red desde la que llegaron y de esa dirección junto con tu navegador, y tu cuenta con uno de la dirección desde la que se creó. Sin la clave secreta del sitio un hash no revela nada, así que no se incluyen aquí; se eliminan con tu cuenta.',
    'Tu contraseña y las contraseñas de un solo uso se guardan solo como hashes, que tampoco se incluyen.',
    'El texto de un correo se elimina en cuanto se envía; su asunto y sus horas se conservan unos días como registro.',
  ],
  RU: [
    'Ваши голоса хранятся с хешами с ключом сетевого адреса, с которого они пришли, и этого адреса вместе с вашим браузером, а аккаунт\u00a0— с хешем адреса, с которого он был создан. Без секретного ключа сайта хеш ничего не раскрывает, поэтому здесь их нет; они удаляются вместе с аккаунтом.',
    'Ваш пароль и одноразовые пароли хранятся только в виде хешей, которых здесь тоже нет.',
    'Текст письма удаляется сразу после отправки; его тема и время хранятся несколько дней как запись.',
  ],
  PT: [
    'Seus votos são guardados com hashes com chave do endereço de rede de onde vieram e desse endereço junto com o seu navegador, e sua conta com um hash do endereço de onde foi criada. Sem a chave secreta do site um hash não revela nada, por isso eles não estão aqui; são excluídos junto com a sua conta.',
    'Sua senha e as senhas de uso único são guardadas apenas como hashes, que também não estão aqui.',
    'O texto de um e-mail é excluído assim que ele é enviado; o assunto e os horários ficam alguns dias como registro.',
  ],
};
