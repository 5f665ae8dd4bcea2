/** Hands a fetched file (an authorised download) to the browser as a download named `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser: the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
