import type { PhaseWindow } from '@awards/contracts';

export interface Window {
  startsAt: Date;
  endsAt: Date;
}

export const phaseWindow = (phase: PhaseWindow): Window => ({ startsAt: new Date(phase.startsAt), endsAt: new Date(phase.endsAt) });

/** A window includes its start and excludes its end, as the voting rounds do. */
export const isWithin = (window: Window, now: Date) => window.startsAt <= now && now < window.endsAt;
