// Saves a file the server sent as base64 (the contract's `fichero`) under the name it chose: the
// invoice PDFs of the account area and the Veri*Factu declaration of the public page share it.
export function saveBase64File(base64: string, name: string, type = 'application/pdf'): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
