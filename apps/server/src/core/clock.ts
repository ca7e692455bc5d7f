/** The clock every time-dependent rule reads (token and code expiry, throttling windows, sweeps). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
