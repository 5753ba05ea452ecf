import { useContentItems } from './content-items';

/** The countdown's end and its texts in every language. Used by the home hero, by the header, footer and menu countdowns, and by the drawn first screen. */
export const useTimer = () => useContentItems('timer', ['endDatetime', 'translations']);
