let region: HTMLElement | null = null;

/**
 * Says something to screen readers at once (an assertive live region, visually hidden, made on first use):
 * for what happens on a submit that the page does not otherwise announce.
 */
export function announce(message: string): void {
  if (!region || !region.isConnected) {
    region = document.createElement('div');
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('aria-atomic', 'true');
    region.setAttribute('data-announcer', '');
    Object.assign(region.style, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
    document.body.appendChild(region);
  }
  // A new text node each time, so the same message said twice is read twice.
  region.textContent = '';
  region.appendChild(document.createTextNode(message));
}
