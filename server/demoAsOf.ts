/**
 * The demo world's "now": every generated Excede fact and seeded portal record happened before it. By
 * default the moment this process started, so a first start on any day shows the days before it (the
 * exports and the seed are written on the first start only). `DEMO_AS_OF` (an ISO instant) pins it: the
 * tests pin it to the stories' DEMO_NOW, so their expectations hold on any day they run.
 */
export const DEMO_AS_OF: Date = demoAsOf(process.env.DEMO_AS_OF);

function demoAsOf(given: string | undefined): Date {
  if (!given) return new Date();
  const at = new Date(given);
  if (Number.isNaN(at.getTime())) throw new Error(`DEMO_AS_OF is not a date and time: "${given}" (write it as 2026-11-20T15:30:00Z)`);
  return at;
}
