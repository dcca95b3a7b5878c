// Business constants of SPEC §9.
export const DEFAULT_ELECTRICITY_RATE = 0.12;
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_PLAN_ID = 'hobby';
export const DEFAULT_ROLE = 'user';
export const AUTH_SPINNER_DELAY_MS = 3000;
export const PAGE_SIZE = 20;
export const JOB_SCROLL_DELAY_MS = 100;
