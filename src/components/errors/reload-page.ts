/** Reloads the whole application: the way out the error screens always offer. */
export function reloadPage() {
  window.location.reload();
}
