import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from './languages';
import { BROWSER_FAILURES } from './browser-failures';

/** A text with a number in it: one form per plural category of the language (`Intl.PluralRules`). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
type Wording = string | PluralForms;

/**
 * Messages the API and the forms share. Schemas carry keys, never text: a key may carry one
 * number after a colon (`validation.min:2`), which fills `{{count}}` in the form its language
 * uses for that number.
 */
const catalogue = {
  ...BROWSER_FAILURES,
  'validation.required': {
    EN: 'This field is required',
    SP: 'Este campo es obligatorio',
    RU: 'Обязательное поле',
    PT: 'Este campo é obrigatório',
  },
  'validation.min': {
    EN: { one: 'At least {{count}} character', other: 'At least {{count}} characters' },
    SP: { one: 'Mínimo {{count}} carácter', many: 'Mínimo {{count}} de caracteres', other: 'Mínimo {{count}} caracteres' },
    RU: { one: 'Минимум {{count}} символ', few: 'Минимум {{count}} символа', many: 'Минимум {{count}} символов', other: 'Минимум {{count}} символа' },
    PT: { one: 'Mínimo de {{count}} caractere', many: 'Mínimo de {{count}} de caracteres', other: 'Mínimo de {{count}} caracteres' },
  },
  'validation.max': {
    EN: { one: 'At most {{count}} character', other: 'At most {{count}} characters' },
    SP: { one: 'Máximo {{count}} carácter', many: 'Máximo {{count}} de caracteres', other: 'Máximo {{count}} caracteres' },
    RU: { one: 'Максимум {{count}} символ', few: 'Максимум {{count}} символа', many: 'Максимум {{count}} символов', other: 'Максимум {{count}} символа' },
    PT: { one: 'Máximo de {{count}} caractere', many: 'Máximo de {{count}} de caracteres', other: 'Máximo de {{count}} caracteres' },
  },
  'validation.second_factor_code': {
    EN: 'Enter the six digits from your app, or a recovery code',
    SP: 'Introduce los seis dígitos de tu aplicación o un código de recuperación',
    RU: 'Введите шесть цифр из приложения или резервный код',
    PT: 'Digite os seis dígitos do aplicativo ou um código de recuperação',
  },
  'validation.decline_reason': {
    EN: 'Choose why the application is declined',
    SP: 'Elige por qué se rechaza la candidatura',
    RU: 'Выберите причину отклонения заявки',
    PT: 'Escolha por que a inscrição é recusada',
  },
  'validation.confirm_email': {
    EN: "Type the account's email exactly to confirm",
    SP: 'Escribe exactamente el correo electrónico de la cuenta para confirmar',
    RU: 'Для подтверждения введите адрес электронной почты аккаунта без ошибок',
    PT: 'Digite exatamente o e-mail da conta para confirmar',
  },
  'validation.block_pattern': {
    EN: 'Enter an email (name@example.com) or a whole domain (@example.com)',
    SP: 'Introduce un correo (nombre@ejemplo.com) o un dominio entero (@ejemplo.com)',
    RU: 'Введите адрес (name@example.com) или весь домен (@example.com)',
    PT: 'Digite um e-mail (nome@exemplo.com) ou um domínio inteiro (@exemplo.com)',
  },
  'validation.date': {
    EN: 'Enter a date and time',
    SP: 'Introduce una fecha y una hora',
    RU: 'Укажите дату и время',
    PT: 'Informe uma data e um horário',
  },
  'validation.date_typed': {
    EN: 'Enter the date and time in the format of the example',
    SP: 'Introduce la fecha y la hora con el formato del ejemplo',
    RU: 'Укажите дату и время в формате примера',
    PT: 'Informe a data e o horário no formato do exemplo',
  },
  'validation.weight': {
    EN: 'A whole number from 0 to 100',
    SP: 'Un número entero de 0 a 100',
    RU: 'Целое число от 0 до 100',
    PT: 'Um número inteiro de 0 a 100',
  },
  'validation.score': {
    EN: 'A score is a whole number from 1 to 10',
    SP: 'La puntuación es un número entero del 1 al 10',
    RU: 'Оценка\u00a0— целое число от 1 до 10',
    PT: 'A nota é um número inteiro de 1 a 10',
  },
  'validation.season.ends_before_start': {
    EN: 'The end must come after the start',
    SP: 'El final debe ser posterior al inicio',
    RU: 'Окончание должно быть позже начала',
    PT: 'O fim deve ser depois do início',
  },
  'validation.season.voting_before_applications_end': {
    EN: 'Voting can start only once applications have closed',
    SP: 'La votación solo puede empezar cuando se cierren las candidaturas',
    RU: 'Голосование может начаться только после окончания приёма заявок',
    PT: 'A votação só pode começar depois que as inscrições fecharem',
  },
  'validation.season.rounds_overlap': {
    EN: 'This round starts before the previous round ends',
    SP: 'Esta ronda empieza antes de que termine la anterior',
    RU: 'Этот этап начинается раньше, чем заканчивается предыдущий',
    PT: 'Esta rodada começa antes de a anterior terminar',
  },
  'validation.season.reveal_before_end': {
    EN: 'Results can be revealed only after the round ends',
    SP: 'Los resultados solo se pueden anunciar cuando termine la ronda',
    RU: 'Объявить результаты можно только после окончания этапа',
    PT: 'Os resultados só podem ser revelados depois que a rodada terminar',
  },
  'validation.season.live_reveal_outside_show': {
    EN: 'A round revealed in the live show needs a reveal time during the show',
    SP: 'Una ronda que se anuncia en la gala en directo necesita una hora de anuncio durante la gala',
    RU: 'Для этапа, который объявляют в прямом эфире, время объявления должно приходиться на эфир',
    PT: 'Uma rodada revelada no show ao vivo precisa de um horário de revelação durante o show',
  },
  'validation.season.weights_sum': {
    EN: 'The audience and jury weights must add up to 100',
    SP: 'Los pesos del público y del jurado deben sumar 100',
    RU: 'Веса зрителей и жюри в сумме должны давать 100',
    PT: 'Os pesos do público e do júri devem somar 100',
  },
  'validation.content_order': {
    EN: 'The list has changed since this page was opened: reload it and try again',
    SP: 'La lista ha cambiado desde que abriste esta página: recárgala e inténtalo de nuevo',
    RU: 'Список изменился с момента открытия страницы: перезагрузите её и попробуйте снова',
    PT: 'A lista mudou desde que esta página foi aberta: recarregue-a e tente novamente',
  },
  'validation.running_order': {
    EN: 'The running order has changed since this page was opened: reload it and try again',
    SP: 'El orden de la gala ha cambiado desde que abriste esta página: recárgala e inténtalo de nuevo',
    RU: 'Порядок объявления изменился с момента открытия страницы: перезагрузите её и попробуйте снова',
    PT: 'A ordem do show mudou desde que esta página foi aberta: recarregue-a e tente novamente',
  },
  'validation.quarantine_selection': {
    EN: 'Name the votes one way only: a signal, vote ids or (to release) a reason',
    SP: 'Indica los votos de una sola forma: una señal, los identificadores de los votos o (para liberarlos) un motivo',
    RU: 'Укажите голоса одним способом: сигнал, номера голосов или (чтобы вернуть их) причину',
    PT: 'Indique os votos de uma só forma: um sinal, os números dos votos ou (para liberá-los) um motivo',
  },
  'validation.season.rounds': {
    EN: 'The season has changed since this page was opened: reload it and try again',
    SP: 'La temporada ha cambiado desde que abriste esta página: recárgala e inténtalo de nuevo',
    RU: 'Сезон изменился с момента открытия страницы: перезагрузите её и попробуйте снова',
    PT: 'A temporada mudou desde que esta página foi aberta: recarregue-a e tente novamente',
  },
  'validation.season.show_before_voting_ends': {
    EN: 'The live show can start only once the last round has ended',
    SP: 'La gala en directo solo puede empezar cuando termine la última ronda',
    RU: 'Прямой эфир может начаться только после окончания последнего этапа',
    PT: 'O show ao vivo só pode começar depois que a última rodada terminar',
  },
  'validation.url': { EN: 'Invalid link', SP: 'Enlace no válido', RU: 'Неверная ссылка', PT: 'Link inválido' },
  'validation.email': {
    EN: 'Invalid email',
    SP: 'Correo electrónico no válido',
    RU: 'Неверный адрес электронной почты',
    PT: 'E-mail inválido',
  },
  'validation.invalid': {
    EN: 'Invalid value',
    SP: 'Valor no válido',
    RU: 'Недопустимое значение',
    PT: 'Valor inválido',
  },
  'validation.unstorable_text': {
    EN: 'Contains a character that cannot be stored (such as U+0000): remove it',
    SP: 'Contiene un carácter que no se puede guardar (como U+0000): quítalo',
    RU: 'Содержит символ, который нельзя сохранить (например, U+0000): удалите его',
    PT: 'Contém um caractere que não pode ser salvo (como U+0000): remova-o',
  },
  'validation.too_deep': {
    EN: { one: 'Nested more than {{count}} level deep', other: 'Nested more than {{count}} levels deep' },
    SP: { one: 'Anidado en más de {{count}} nivel', many: 'Anidado en más de {{count}} de niveles', other: 'Anidado en más de {{count}} niveles' },
    RU: { one: 'Вложенность больше {{count}} уровня', few: 'Вложенность больше {{count}} уровней', many: 'Вложенность больше {{count}} уровней', other: 'Вложенность больше {{count}} уровня' },
    PT: { one: 'Aninhado em mais de {{count}} nível', many: 'Aninhado em mais de {{count}} de níveis', other: 'Aninhado em mais de {{count}} níveis' },
  },
  'validation.must_accept': {
    EN: 'You must accept the privacy policy',
    SP: 'Debes aceptar la política de privacidad',
    RU: 'Необходимо принять политику конфиденциальности',
    PT: 'Você precisa aceitar a política de privacidade',
  },
  'validation.common_password': {
    EN: 'This password is too common. Choose a less predictable one',
    SP: 'Esta contraseña es demasiado común. Elige una menos predecible',
    RU: 'Этот пароль слишком распространён. Выберите менее предсказуемый',
    PT: 'Esta senha é muito comum. Escolha uma menos previsível',
  },
  'validation.passwords_differ': {
    EN: 'Passwords do not match',
    SP: 'Las contraseñas no coinciden',
    RU: 'Пароли не совпадают',
    PT: 'As senhas não coincidem',
  },
  'validation.media_both': {
    EN: 'You can upload a video or attach a link to one, but not both',
    SP: 'Puedes subir un vídeo o adjuntar el enlace de un vídeo, pero no las dos cosas',
    RU: 'Можно загрузить видео или приложить ссылку на него, но не то и другое сразу',
    PT: 'Você pode enviar um vídeo ou anexar o link de um vídeo, mas não os dois',
  },
  'validation.media_none': {
    EN: 'Upload a video or attach a link to one',
    SP: 'Sube un vídeo o adjunta el enlace de un vídeo',
    RU: 'Загрузите видео или приложите ссылку на него',
    PT: 'Envie um vídeo ou anexe o link de um vídeo',
  },
  'validation.unknown_nomination': {
    EN: 'Choose one of the nominations',
    SP: 'Elige una de las categorías',
    RU: 'Выберите одну из номинаций',
    PT: 'Escolha uma das categorias',
  },
  'validation.unknown_video': {
    EN: 'Upload the video again',
    SP: 'Vuelve a subir el vídeo',
    RU: 'Загрузите видео ещё раз',
    PT: 'Envie o vídeo novamente',
  },
  'error.duplicate_application': {
    EN: 'You have already sent an application with this streamer or this video in this nomination.',
    SP: 'Ya has enviado una candidatura con este streamer o este vídeo en esta categoría.',
    RU: 'В этой номинации у вас уже есть заявка с этим стримером или этим видео.',
    PT: 'Você já enviou uma inscrição com este streamer ou este vídeo nesta categoria.',
  },
  'error.email_blacklisted': {
    EN: 'This email is on our block list. Try another one.',
    SP: 'Este correo electrónico está bloqueado. Prueba con otro.',
    RU: 'Этот адрес заблокирован. Попробуйте другой.',
    PT: 'Este e-mail está bloqueado. Tente outro.',
  },
  'error.applications_closed': {
    EN: 'Applications are closed right now. Check the key dates.',
    SP: 'El plazo de candidaturas está cerrado. Consulta las fechas clave.',
    RU: 'Приём заявок сейчас закрыт. Следите за ключевыми датами.',
    PT: 'As inscrições estão encerradas no momento. Confira as datas principais.',
  },
  'error.already_voted': {
    EN: 'You have already voted in this nomination in this round.',
    SP: 'Ya has votado en esta categoría en esta ronda.',
    RU: 'Вы уже проголосовали в этой номинации на этом этапе.',
    PT: 'Você já votou nesta categoria nesta rodada.',
  },
  'error.voting_closed': {
    EN: 'Voting in this nomination is not open right now.',
    SP: 'La votación en esta categoría no está abierta ahora mismo.',
    RU: 'Голосование в этой номинации сейчас закрыто.',
    PT: 'A votação nesta categoria não está aberta no momento.',
  },
  'error.already_guessed': {
    EN: 'You have already made your guess for this block.',
    SP: 'Ya has hecho tu predicción para este bloque.',
    RU: 'Вы уже сделали прогноз по этому блоку.',
    PT: 'Você já deu seu palpite para este bloco.',
  },
  'error.guessing_closed': {
    EN: 'Guessing for this block has closed.',
    SP: 'Las predicciones para este bloque están cerradas.',
    RU: 'Приём прогнозов по этому блоку закрыт.',
    PT: 'Os palpites para este bloco foram encerrados.',
  },
  'error.video_too_large': {
    EN: 'The video is larger than 200\u00a0MB. Upload a shorter clip or attach a link instead.',
    SP: 'El vídeo supera los 200\u00a0MB. Sube un clip más corto o adjunta un enlace.',
    RU: 'Видео больше 200\u00a0МБ. Загрузите более короткий фрагмент или приложите ссылку.',
    PT: 'O vídeo tem mais de 200\u00a0MB. Envie um trecho mais curto ou anexe um link.',
  },
  'error.video_type': {
    EN: 'This file is not a video we accept. Upload an MP4, MOV, WebM or MKV file.',
    SP: 'Este archivo no es un vídeo que aceptemos. Sube un archivo MP4, MOV, WebM o MKV.',
    RU: 'Этот файл не подходит. Загрузите видео в формате MP4, MOV, WebM или MKV.',
    PT: 'Este arquivo não é um vídeo aceito. Envie um arquivo MP4, MOV, WebM ou MKV.',
  },
  'error.video_damaged': {
    EN: 'The video file is damaged or incomplete. Export it again and upload the new file.',
    SP: 'El archivo de vídeo está dañado o incompleto. Expórtalo de nuevo y sube el nuevo archivo.',
    RU: 'Видеофайл повреждён или загружен не полностью. Экспортируйте его заново и загрузите новый файл.',
    PT: 'O arquivo de vídeo está danificado ou incompleto. Exporte-o novamente e envie o novo arquivo.',
  },
  'error.video_missing': {
    EN: 'Choose a video file to upload.',
    SP: 'Elige un archivo de vídeo para subir.',
    RU: 'Выберите видеофайл для загрузки.',
    PT: 'Escolha um arquivo de vídeo para enviar.',
  },
  'error.video_quota': {
    EN: 'Your uploaded videos that no application uses yet leave no room for this one. Send the applications that use them, or wait: unused uploads are removed 24 hours after they were uploaded.',
    SP: 'Los vídeos que has subido y que aún no usa ninguna candidatura no dejan espacio para este. Envía las candidaturas que los usan o espera: los vídeos sin usar se eliminan 24 horas después de subirlos.',
    RU: 'Загруженные вами видео, которые ещё не приложены к заявкам, не оставляют места для этого. Отправьте заявки с этими видео или подождите: неиспользованные видео удаляются через 24 часа после загрузки.',
    PT: 'Os vídeos que você enviou e que ainda não estão em nenhuma inscrição não deixam espaço para este. Envie as inscrições que os usam ou aguarde: vídeos não usados são removidos 24 horas após o envio.',
  },
  'error.entries_per_hour': {
    EN: 'You have sent as many applications as one account may send in an hour. Send the rest a little later.',
    SP: 'Has enviado tantas candidaturas como una cuenta puede enviar en una hora. Envía las demás un poco más tarde.',
    RU: 'Вы отправили столько заявок, сколько один аккаунт может отправить за час. Отправьте остальные чуть позже.',
    PT: 'Você enviou tantas inscrições quanto uma conta pode enviar em uma hora. Envie as demais um pouco mais tarde.',
  },
  'error.disposable_email': {
    EN: 'Addresses from throwaway mail services are not accepted. Use a permanent address that you read.',
    SP: 'No aceptamos direcciones de servicios de correo temporal. Usa una dirección permanente que consultes.',
    RU: 'Адреса одноразовой почты не принимаются. Укажите постоянный адрес, которым вы пользуетесь.',
    PT: 'Não aceitamos endereços de serviços de e-mail temporário. Use um endereço permanente que você acessa.',
  },
  'error.validation': {
    EN: 'Some fields are invalid. Correct them and try again.',
    SP: 'Algunos campos no son válidos. Corrígelos e inténtalo de nuevo.',
    RU: 'Некоторые поля заполнены неверно. Исправьте их и попробуйте снова.',
    PT: 'Alguns campos são inválidos. Corrija-os e tente novamente.',
  },
  'error.bad_request': {
    EN: 'The request could not be read. Check it and try again.',
    SP: 'No se pudo leer la petición. Revísala e inténtalo de nuevo.',
    RU: 'Не удалось прочитать запрос. Проверьте его и попробуйте снова.',
    PT: 'Não foi possível ler a solicitação. Verifique-a e tente novamente.',
  },
  'error.invalid_credentials': {
    EN: 'Invalid email or password.',
    SP: 'Correo electrónico o contraseña no válidos.',
    RU: 'Неверный адрес электронной почты или пароль.',
    PT: 'E-mail ou senha inválidos.',
  },
  'error.unauthorized': {
    EN: 'Your session has ended. Please sign in again.',
    SP: 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
    RU: 'Ваш сеанс завершён. Войдите снова.',
    PT: 'Sua sessão terminou. Entre novamente.',
  },
  'error.password_change_required': {
    EN: 'Choose a new password before you continue.',
    SP: 'Elige una nueva contraseña antes de continuar.',
    RU: 'Прежде чем продолжить, выберите новый пароль.',
    PT: 'Escolha uma nova senha antes de continuar.',
  },
  'error.captcha_failed': {
    EN: 'Suspicious request detected. Please try again.',
    SP: 'Hemos detectado una petición sospechosa. Inténtalo de nuevo.',
    RU: 'Обнаружен подозрительный запрос. Попробуйте ещё раз.',
    PT: 'Solicitação suspeita detectada. Tente novamente.',
  },
  'error.captcha_required': {
    EN: 'This account has had many failed sign-ins, so signing in to it now needs a captcha. Try again.',
    SP: 'Esta cuenta ha tenido muchos intentos fallidos, así que ahora iniciar sesión requiere un captcha. Inténtalo de nuevo.',
    RU: 'Было много неудачных попыток войти в этот аккаунт, поэтому теперь для входа нужна капча. Попробуйте ещё раз.',
    PT: 'Esta conta teve muitas tentativas de acesso sem sucesso, então agora entrar nela exige um captcha. Tente novamente.',
  },
  'error.account_exists': {
    EN: 'An account already exists for this email, or for the same mailbox spelt another way (with dots or a +tag). Sign in, or reset your password, with the address you signed up with.',
    SP: 'Ya existe una cuenta con este correo, o con el mismo buzón escrito de otra forma (con puntos o una +etiqueta). Inicia sesión, o restablece tu contraseña, con la dirección con la que te registraste.',
    RU: 'Аккаунт с этим адресом уже существует\u00a0— или с тем же почтовым ящиком в другом написании (с точками или +меткой). Войдите или восстановите пароль с адресом, указанным при регистрации.',
    PT: 'Já existe uma conta com este e-mail, ou com a mesma caixa de e-mail escrita de outra forma (com pontos ou uma +etiqueta). Entre, ou redefina sua senha, com o endereço usado no cadastro.',
  },
  'error.not_found': {
    EN: 'Nothing was found at this address.',
    SP: 'No se encontró nada en esta dirección.',
    RU: 'По этому адресу ничего не найдено.',
    PT: 'Nada foi encontrado neste endereço.',
  },
  'error.forbidden': {
    EN: 'You do not have permission to do this.',
    SP: 'No tienes permiso para hacer esto.',
    RU: 'У вас нет прав на это действие.',
    PT: 'Você não tem permissão para fazer isso.',
  },
  'error.second_factor_required': {
    EN: 'Enter the code from your authenticator app to open the backstage.',
    SP: 'Introduce el código de tu aplicación de autenticación para entrar en el backstage.',
    RU: 'Введите код из приложения-аутентификатора, чтобы открыть бэкстейдж.',
    PT: 'Digite o código do seu aplicativo autenticador para abrir o backstage.',
  },
  'error.second_factor_invalid': {
    EN: 'This code is wrong or has already been used. Enter the current code from your app, or a recovery code.',
    SP: 'El código no es correcto o ya se ha usado. Introduce el código actual de tu aplicación o un código de recuperación.',
    RU: 'Код неверен или уже использован. Введите текущий код из приложения или резервный код.',
    PT: 'O código está errado ou já foi usado. Digite o código atual do aplicativo ou um código de recuperação.',
  },
  'error.second_factor_exists': {
    EN: 'Two-step verification is already set up for this account. An organiser can reset it.',
    SP: 'La verificación en dos pasos ya está configurada en esta cuenta. Un organizador puede restablecerla.',
    RU: 'Двухэтапная проверка для этого аккаунта уже настроена. Сбросить её может организатор.',
    PT: 'A verificação em duas etapas já está configurada nesta conta. Um organizador pode redefini-la.',
  },
  'error.second_factor_wait': {
    EN: 'Too many codes have been tried on this account. Wait a little before the next code from your app, or enter a recovery code now.',
    SP: 'Se han probado demasiados códigos en esta cuenta. Espera un poco antes del siguiente código de tu aplicación o introduce ahora un código de recuperación.',
    RU: 'Для этого аккаунта попробовали слишком много кодов. Подождите немного перед следующим кодом из приложения или введите резервный код прямо сейчас.',
    PT: 'Códigos demais foram tentados nesta conta. Aguarde um pouco antes do próximo código do aplicativo ou digite agora um código de recuperação.',
  },
  'error.last_organiser': {
    EN: 'The backstage needs at least one organiser: grant the organiser role to someone else first.',
    SP: 'El backstage necesita al menos un organizador: primero asigna el rol de organizador a otra persona.',
    RU: 'В бэкстейдже должен остаться хотя бы один организатор: сначала назначьте организатором кого-то ещё.',
    PT: 'O backstage precisa de pelo menos um organizador: primeiro atribua a função de organizador a outra pessoa.',
  },
  'error.already_decided': {
    EN: 'This application has already been decided. Only an organiser can reverse a decision.',
    SP: 'Esta candidatura ya tiene una decisión. Solo un organizador puede revertirla.',
    RU: 'По этой заявке уже принято решение. Отменить его может только организатор.',
    PT: 'Esta inscrição já tem uma decisão. Só um organizador pode revertê-la.',
  },
  'error.entry_withdrawn': {
    EN: 'This application was withdrawn when its applicant deleted their account: it can no longer be decided.',
    SP: 'Esta candidatura se retiró cuando el participante eliminó su cuenta: ya no se puede decidir sobre ella.',
    RU: 'Эта заявка отозвана: участник удалил свой аккаунт, и принять по ней решение больше нельзя.',
    PT: 'Esta inscrição foi retirada quando o participante excluiu a conta: ela não pode mais receber uma decisão.',
  },
  'error.account_is_staff': {
    EN: 'This account holds a backstage role, so it cannot be deleted yet. Ask an organiser to revoke its roles first.',
    SP: 'Esta cuenta tiene un rol en el backstage, así que aún no se puede eliminar. Pide a un organizador que primero le retire sus roles.',
    RU: 'У этого аккаунта есть роль в бэкстейдже, поэтому удалить его пока нельзя. Попросите организатора сначала отозвать его роли.',
    PT: 'Esta conta tem uma função no backstage, por isso ainda não pode ser excluída. Peça a um organizador que remova as funções dela primeiro.',
  },
  'error.already_blocked': {
    EN: 'This address or domain is already on the block list.',
    SP: 'Esta dirección o dominio ya está en la lista de bloqueo.',
    RU: 'Этот адрес или домен уже в списке блокировки.',
    PT: 'Este endereço ou domínio já está na lista de bloqueio.',
  },
  'error.round_sealed': {
    EN: 'This voting round is sealed: its results, dates and scores can no longer change.',
    SP: 'Esta ronda de votación está sellada: sus resultados, fechas y puntuaciones ya no pueden cambiar.',
    RU: 'Этот этап голосования опечатан: его результаты, даты и оценки больше не меняются.',
    PT: 'Esta rodada de votação está lacrada: seus resultados, datas e notas não podem mais mudar.',
  },
  'error.round_not_closed': {
    EN: 'This voting round is still open or has not started: it can be sealed once it has ended.',
    SP: 'Esta ronda de votación sigue abierta o aún no ha empezado: se puede sellar cuando termine.',
    RU: 'Этот этап голосования ещё идёт или не начался: опечатать его можно после окончания.',
    PT: 'Esta rodada de votação ainda está aberta ou não começou: ela pode ser lacrada quando terminar.',
  },
  'error.round_not_sealed': {
    EN: 'This voting round is not sealed yet: seal it first to see its results.',
    SP: 'Esta ronda de votación aún no está sellada: séllala primero para ver sus resultados.',
    RU: 'Этот этап голосования ещё не опечатан: сначала опечатайте его, чтобы увидеть результаты.',
    PT: 'Esta rodada de votação ainda não foi lacrada: lacre-a primeiro para ver os resultados.',
  },
  'error.not_revealed_yet': {
    EN: "This voting round's standings can be downloaded once its last nomination is revealed.",
    SP: 'La tabla de resultados de esta ronda de votación se podrá descargar cuando se anuncie su última categoría.',
    RU: 'Итоговую таблицу этого этапа голосования можно будет скачать после объявления его последней номинации.',
    PT: 'A tabela de resultados desta rodada de votação poderá ser baixada quando a última categoria dela for revelada.',
  },
  'error.not_a_judge': {
    EN: 'This account does not hold the judge role: grant it on the Staff page first.',
    SP: 'Esta cuenta no tiene el rol de miembro del jurado: asígnalo primero en la página Equipo.',
    RU: 'У этого аккаунта нет роли члена жюри: сначала назначьте её на странице «Команда».',
    PT: 'Esta conta não tem a função de jurado: atribua-a primeiro na página Equipe.',
  },
  'error.nothing_to_score': {
    EN: 'This judge has nothing left to score: no reminder was sent.',
    SP: 'Este miembro del jurado no tiene nada pendiente de puntuar: no se ha enviado ningún recordatorio.',
    RU: 'Этому члену жюри нечего оценивать: напоминание не отправлено.',
    PT: 'Este jurado não tem nada pendente para avaliar: nenhum lembrete foi enviado.',
  },
  'error.conflict_declared': {
    EN: 'You declared a conflict of interest in this nomination, so you abstain here.',
    SP: 'Declaraste un conflicto de intereses en esta categoría, así que te abstienes en ella.',
    RU: 'Вы заявили о конфликте интересов в этой номинации, поэтому не оцениваете её.',
    PT: 'Você declarou um conflito de interesses nesta categoria, então se abstém nela.',
  },
  'error.already_nominee': {
    EN: 'This streamer is already a nominee in this nomination of the round.',
    SP: 'Este streamer ya está nominado en esta categoría de la ronda.',
    RU: 'Этот стример уже номинирован в этой номинации на этом этапе.',
    PT: 'Este streamer já é indicado nesta categoria da rodada.',
  },
  'error.nominee_has_votes': {
    EN: 'People have voted for this nominee. Confirm that their votes are voided to remove it.',
    SP: 'Hay personas que han votado por este nominado. Confirma que sus votos se anulan para quitarlo.',
    RU: 'За этого номинанта уже голосовали. Подтвердите, что эти голоса аннулируются, чтобы удалить его.',
    PT: 'Já votaram neste indicado. Confirme que esses votos serão anulados para removê-lo.',
  },
  'error.photo_missing': {
    EN: 'Choose a photo to upload.',
    SP: 'Elige una foto para subir.',
    RU: 'Выберите фото для загрузки.',
    PT: 'Escolha uma foto para enviar.',
  },
  'error.photo_damaged': {
    EN: 'This image could not be read. Try another file.',
    SP: 'No se pudo leer esta imagen. Prueba con otro archivo.',
    RU: 'Не удалось прочитать это изображение. Попробуйте другой файл.',
    PT: 'Não foi possível ler esta imagem. Tente outro arquivo.',
  },
  'error.photo_type': {
    EN: 'A photo must be a JPEG, PNG or WebP image.',
    SP: 'La foto debe ser una imagen JPEG, PNG o WebP.',
    RU: 'Фото должно быть изображением JPEG, PNG или WebP.',
    PT: 'A foto deve ser uma imagem JPEG, PNG ou WebP.',
  },
  'error.already_revealed': {
    EN: 'This has already been revealed.',
    SP: 'Esto ya se ha anunciado.',
    RU: 'Это уже объявлено.',
    PT: 'Isto já foi revelado.',
  },
  'error.held_back': {
    EN: 'Held back in the running order: let the nomination go there to reveal it.',
    SP: 'Retenida en el orden de la gala: libera ahí la categoría para anunciarla.',
    RU: 'Номинация придержана в порядке объявления: сначала отпустите её там, чтобы объявить.',
    PT: 'Retida na ordem do show: libere a categoria lá para revelá-la.',
  },
  'error.guessing_open': {
    EN: 'Guesses in this block are still open: the legend can be crowned once they close.',
    SP: 'Las predicciones de este bloque siguen abiertas: la leyenda se puede anunciar cuando se cierren.',
    RU: 'Прогнозы в этом блоке ещё принимаются: легенду можно объявить после их закрытия.',
    PT: 'Os palpites deste bloco ainda estão abertos: a lenda pode ser revelada quando eles fecharem.',
  },
  'error.payload_too_large': {
    EN: 'The request is too large.',
    SP: 'La petición es demasiado grande.',
    RU: 'Запрос слишком большой.',
    PT: 'A solicitação é grande demais.',
  },
  'error.request_timeout': {
    EN: 'The request took too long to arrive. Check your connection and try again.',
    SP: 'La petición tardó demasiado en llegar. Comprueba tu conexión e inténtalo de nuevo.',
    RU: 'Запрос передавался слишком долго. Проверьте подключение и попробуйте снова.',
    PT: 'A solicitação demorou demais para chegar. Verifique sua conexão e tente novamente.',
  },
  'error.unsupported_media_type': {
    EN: 'This content type is not supported.',
    SP: 'Este tipo de contenido no es compatible.',
    RU: 'Этот тип содержимого не поддерживается.',
    PT: 'Este tipo de conteúdo não é suportado.',
  },
  'error.rate_limited': {
    EN: 'Too many attempts. Wait a little and try again.',
    SP: 'Demasiados intentos. Espera un poco e inténtalo de nuevo.',
    RU: 'Слишком много попыток. Подождите немного и попробуйте снова.',
    PT: 'Tentativas demais. Aguarde um pouco e tente novamente.',
  },
  'error.fixed_collection': {
    EN: 'Items here are fixed by the site: edit them, but they cannot be added, removed or reordered.',
    SP: 'Estos elementos los fija el sitio: puedes editarlos, pero no añadirlos, quitarlos ni reordenarlos.',
    RU: 'Эти элементы задаёт сайт: их можно править, но нельзя добавлять, удалять или переставлять.',
    PT: 'Estes itens são fixos no site: edite-os, mas não é possível adicioná-los, removê-los ou reordená-los.',
  },
  'error.jury_member_linked': {
    EN: "This jury member is linked to a judge's account. Link that judge to another jury member on the Jury page first.",
    SP: 'Esta ficha en la web está vinculada a la cuenta de un miembro del jurado. Vincula antes a ese miembro del jurado con otra ficha en la página Jurado.',
    RU: 'Эта карточка на сайте связана с аккаунтом члена жюри. Сначала свяжите этого члена жюри с другой карточкой на странице «Жюри».',
    PT: 'Esta ficha no site está vinculada à conta de um jurado. Vincule antes esse jurado a outra ficha na página Júri.',
  },
  'error.content_incomplete': {
    EN: 'Some texts are missing in a language. Fill in every text listed, then publish.',
    SP: 'Faltan textos en algún idioma. Completa todos los textos de la lista y publica.',
    RU: 'Некоторых текстов не хватает на одном из языков. Заполните все тексты из списка и опубликуйте.',
    PT: 'Faltam textos em algum idioma. Preencha todos os textos da lista e publique.',
  },
  'error.nothing_to_publish': {
    EN: 'There are no unpublished changes.',
    SP: 'No hay cambios sin publicar.',
    RU: 'Неопубликованных изменений нет.',
    PT: 'Não há alterações não publicadas.',
  },
  'error.image_missing': {
    EN: 'Choose an image to upload.',
    SP: 'Elige una imagen para subir.',
    RU: 'Выберите изображение для загрузки.',
    PT: 'Escolha uma imagem para enviar.',
  },
  'error.image_damaged': {
    EN: 'This image could not be read. Try another file.',
    SP: 'No se pudo leer esta imagen. Prueba con otro archivo.',
    RU: 'Не удалось прочитать это изображение. Попробуйте другой файл.',
    PT: 'Não foi possível ler esta imagem. Tente outro arquivo.',
  },
  'error.image_type': {
    EN: 'An image must be a PNG, JPEG, WebP or AVIF file. SVG and other types are not accepted.',
    SP: 'La imagen debe ser un archivo PNG, JPEG, WebP o AVIF. No se aceptan SVG ni otros tipos.',
    RU: 'Изображение должно быть файлом PNG, JPEG, WebP или AVIF. SVG и другие форматы не принимаются.',
    PT: 'A imagem deve ser um arquivo PNG, JPEG, WebP ou AVIF. SVG e outros tipos não são aceitos.',
  },
  'validation.rich_text': {
    EN: 'Only headings, paragraphs, lists, links, bold and italic are allowed here; remove HTML and other markup',
    SP: 'Aquí solo se admiten títulos, párrafos, listas, enlaces, negrita y cursiva; quita el HTML y otras marcas',
    RU: 'Здесь допустимы только заголовки, абзацы, списки, ссылки, жирный и курсив; уберите HTML и другую разметку',
    PT: 'Aqui só são permitidos títulos, parágrafos, listas, links, negrito e itálico; remova o HTML e outras marcações',
  },
  'validation.rich_text_link': {
    EN: 'Links may only lead to https://, http:// or mailto: addresses, or to a page of this site (/…)',
    SP: 'Los enlaces solo pueden llevar a direcciones https://, http:// o mailto:, o a una página de este sitio (/…)',
    RU: 'Ссылки могут вести только на адреса https://, http:// или mailto: либо на страницу этого сайта (/…)',
    PT: 'Os links só podem levar a endereços https://, http:// ou mailto:, ou a uma página deste site (/…)',
  },
  'validation.content_placeholder': {
    EN: 'This text has a placeholder that names no date of the season: use one from the list of placeholders, as written there',
    SP: 'Este texto tiene un marcador que no corresponde a ninguna fecha de la temporada: usa uno de la lista de marcadores, tal como aparece allí',
    RU: 'В тексте есть подстановка, которая не соответствует ни одной дате сезона: используйте подстановку из списка в том виде, в каком она там записана',
    PT: 'Este texto tem um marcador que não corresponde a nenhuma data da temporada: use um da lista de marcadores, exatamente como aparece nela',
  },
  'validation.image_unknown': {
    EN: 'This image is not in the library. Upload it again',
    SP: 'Esta imagen no está en la biblioteca. Súbela de nuevo',
    RU: 'Этого изображения нет в библиотеке. Загрузите его снова',
    PT: 'Esta imagem não está na biblioteca. Envie-a novamente',
  },
  'error.live_full': {
    EN: 'Too many people are following the live show on this server. Try again in a minute.',
    SP: 'Demasiadas personas siguen la gala en directo en este servidor. Inténtalo de nuevo en un minuto.',
    RU: 'Слишком много зрителей следят за прямым эфиром на этом сервере. Попробуйте снова через минуту.',
    PT: 'Gente demais está acompanhando o show ao vivo neste servidor. Tente novamente em um minuto.',
  },
} as const satisfies Record<string, Record<LanguageCode, Wording>>;

export type MessageKey = keyof typeof catalogue;
export const MESSAGE_KEYS = Object.keys(catalogue) as MessageKey[];

/** A schema message: the key plus an optional number, e.g. `validation.max:255`. */
export function messageWithCount(key: MessageKey, count: number): string {
  return `${key}:${count}`;
}

const localeOf = (language: LanguageCode) => LANGUAGES.find((entry) => entry.code === language)!.locale;

/** The plural categories a language's texts with a number need, as `Intl.PluralRules` names them. */
export function pluralCategories(language: LanguageCode): Intl.LDMLPluralRule[] {
  return new Intl.PluralRules(localeOf(language)).resolvedOptions().pluralCategories;
}

const formFor = (forms: PluralForms, count: number, language: LanguageCode) =>
  forms[new Intl.PluralRules(localeOf(language)).select(count)] ?? forms.other;

/**
 * The form a language uses for `count` (`Intl.PluralRules`), with `{{count}}` filled: for texts
 * outside the catalogue that meet a number, such as the mails.
 */
export function pluralForm(forms: PluralForms, count: number, language: LanguageCode): string {
  return formFor(forms, count, language).replaceAll('{{count}}', String(count));
}

/** Each language's wording of a key, as written (plain, or one form per plural category). */
export function wordingOf(key: MessageKey): Record<LanguageCode, Wording> {
  return catalogue[key];
}

export function formatMessage(message: string, language: LanguageCode = DEFAULT_LANGUAGE): string {
  const [key, count] = message.split(':') as [string, string | undefined];
  const entry = (catalogue as Record<string, Record<LanguageCode, Wording>>)[key];
  if (!entry) return message;
  const wording = entry[language] ?? entry[DEFAULT_LANGUAGE];
  if (typeof wording === 'string') return count === undefined ? wording : wording.replaceAll('{{count}}', count);
  return count === undefined ? wording.other : formFor(wording, Number(count), language).replaceAll('{{count}}', count);
}
