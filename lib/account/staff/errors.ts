// A refusal of a staff operation on customer accounts, with the Spanish sentence to show: the back
// office answers it as { ok: false, message } (400), the staff command prints it.
export class CustomerError extends Error {}
