import { DAY_SLOTS } from '../../../src/screens/service/SchedulerBoard/boardTime';

/** A pointer's place over a row's track (a technician's empId or a bay) at a slot (a fifth into it, so rounding keeps the slot). */
export function trackPoint(empId: string, slot: number, root: HTMLElement, slots = DAY_SLOTS): { clientX: number; clientY: number } {
  const track = root.querySelector<HTMLElement>(`[data-row="${empId}"]`)!;
  const box = track.getBoundingClientRect();
  return { clientX: box.left + (box.width * (slot + 0.2)) / slots, clientY: box.top + box.height / 2 };
}

export const trackX = (empId: string, slot: number, root: HTMLElement): number => trackPoint(empId, slot, root).clientX;

/** Presses the primary button on an element, as a mouse does to start a drag. */
export function pressOn(element: Element): void {
  const box = element.getBoundingClientRect();
  element.dispatchEvent(new PointerEvent('pointerdown', { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, button: 0, bubbles: true }));
}

/** Carries the pressed pointer over a technician's track at a slot (brought into view first). */
export function dragTo(empId: string, slot: number, root: HTMLElement): void {
  const { top } = root.querySelector(`[data-row="${empId}"]`)!.getBoundingClientRect();
  window.scrollBy(0, top - window.innerHeight / 2);
  window.dispatchEvent(new PointerEvent('pointermove', { ...trackPoint(empId, slot, root), bubbles: true }));
}
