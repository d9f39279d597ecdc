import { createRandom, DEMO_SEED } from './random';

const openings = [
  'Quality work',
  'Patience',
  'Preparation',
  'Attention to detail',
  'Good service',
  'Teamwork',
  'Consistency',
  'Honesty',
  'Curiosity',
  'A clean shop',
  'A kept promise',
  'Clear communication',
  'Hard work',
  'A positive attitude',
  'Safety',
  'Learning something new',
  'Listening first',
  'Doing it right the first time',
  'Respect for the customer',
  'Pride in the job',
];

const endings = [
  'is what brings customers back.',
  'turns a long day into a good one.',
  'saves more time than it costs.',
  'is the best advertising a dealership has.',
  'keeps trucks on the road and people safe.',
  'is noticed, even when nobody says so.',
  'builds trust one ticket at a time.',
  'is a habit, not an accident.',
  'makes the next job easier.',
  'is contagious: start it today.',
  'never goes out of style.',
  'beats talent when talent takes a day off.',
  'is how good branches become great ones.',
  'is worth more than the fastest shortcut.',
  'is the part that never goes on back order.',
  'turns first-time buyers into lifelong customers.',
  'is what the customer remembers after the invoice.',
  'pays interest every single day.',
  'is a choice we make every morning.',
];

/** 366 quotes of the day, one per day-of-year number (1 to 366), the same on every machine. */
export function demoQuotes(): { daynum: number; quotedesc: string }[] {
  const all = openings.flatMap((opening) => endings.map((ending) => `${opening} ${ending}`));
  return createRandom(DEMO_SEED)
    .shuffle(all)
    .slice(0, 366)
    .map((quotedesc, index) => ({ daynum: index + 1, quotedesc }));
}
