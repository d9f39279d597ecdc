/**
 * The stories' clock, fixed so their pictures never change. A running portal's demo data ends at its
 * own first start instead (server/demoAsOf.ts); the tests pin that to this instant (vite.config.ts).
 */
export const DEMO_NOW = new Date('2026-11-20T15:30:00Z');
