/**
 * The time zone the live show is held and announced in: Central European Time (CET in winter, CEST
 * in summer). The backstage gives each time in this zone beside the organiser's own.
 */
export const SHOW_TIME_ZONE = 'Europe/Berlin';
