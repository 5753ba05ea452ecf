import { useContentItems } from './content-items';

/**
 * The home hero's lead in every language. What the countdown counts to comes from the season's
 * dates (entities/settings/use-season-moment.ts), not from the timer's end, which is kept for the
 * content service's other readers.
 */
export const useTimer = () => useContentItems('timer', ['translations']);
