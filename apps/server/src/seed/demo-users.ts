import type { LanguageCode } from '@awards/contracts';
import type { Database } from '../lib/db/client';
import { insertPasswordlessAccounts } from '../modules/users';

/** Invented viewers from the four language communities; Russian names in Cyrillic, as their owners would type them. */
const demoViewers: { name: string; email: string; language: LanguageCode }[] = [
  ['Anna Petrova', 'anna.petrova', 'RU'],
  ['Lucas Oliveira', 'lucas.oliveira', 'PT'],
  ['María García', 'maria.garcia', 'SP'],
  ['James Carter', 'james.carter', 'EN'],
  ['Дмитрий Волков', 'dmitry.volkov', 'RU'],
  ['Beatriz Souza', 'beatriz.souza', 'PT'],
  ['Javier Moreno', 'javier.moreno', 'SP'],
  ['Emily Watson', 'emily.watson', 'EN'],
  ['Ольга Смирнова', 'olga.smirnova', 'RU'],
  ['Rafael Costa', 'rafael.costa', 'PT'],
  ['Lucía Fernández', 'lucia.fernandez', 'SP'],
  ['Oliver Brooks', 'oliver.brooks', 'EN'],
  ['Игорь Новиков', 'igor.novikov', 'RU'],
  ['Camila Rocha', 'camila.rocha', 'PT'],
  ['Diego Ramírez', 'diego.ramirez', 'SP'],
  ['Sophie Turner', 'sophie.turner', 'EN'],
  ['Мария Кузнецова', 'maria.kuznetsova', 'RU'],
  ['Gabriel Almeida', 'gabriel.almeida', 'PT'],
  ['Carmen Ruiz', 'carmen.ruiz', 'SP'],
  ['Noah Bennett', 'noah.bennett', 'EN'],
  ['Алексей Морозов', 'alexey.morozov', 'RU'],
  ['Juliana Lima', 'juliana.lima', 'PT'],
  ['Pablo Herrera', 'pablo.herrera', 'SP'],
  ['Grace Mitchell', 'grace.mitchell', 'EN'],
  ['Екатерина Лебедева', 'ekaterina.lebedeva', 'RU'],
  ['Thiago Martins', 'thiago.martins', 'PT'],
  ['Valentina Castro', 'valentina.castro', 'SP'],
  ['Henry Collins', 'henry.collins', 'EN'],
  ['Kai', 'kai', 'EN'],
  ['Mateus', 'mateus', 'PT'],
].map(([name, local, language]) => ({ name: name!, email: `${local}@example.com`, language: language as LanguageCode }));

/**
 * Accounts that send the demo entries in the `applications` scenario, and vote and guess in the
 * `voting` and `results` scenarios. They have no password and no one-time password, so nobody can
 * sign in as them (a reset mail would go to example.com). Their ids and languages, in the list's order.
 */
export async function insertDemoUsers(db: Database): Promise<{ id: number; language: LanguageCode }[]> {
  const rows = await insertPasswordlessAccounts(db, demoViewers);
  return rows.map((row) => ({ id: row.id, language: row.language as LanguageCode })).sort((a, b) => a.id - b.id);
}
