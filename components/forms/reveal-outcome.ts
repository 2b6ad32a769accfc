/**
 * A form's outcome can appear out of view (above the form after scrolling down to its button) or
 * replace the control that had focus: take focus and the view to it, so screen readers read it
 * from where the visitor is. Used as a ref callback on the outcome's element (tabIndex -1).
 */
export function revealOutcome(el: HTMLElement | null): void {
  if (!el) return;
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block: 'center', behavior: 'instant' });
}
