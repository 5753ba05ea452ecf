/** What other modules use of the season: its dates, which app.ts hands to the content below it. */
export { readSeasonCalendar } from './calendar';
