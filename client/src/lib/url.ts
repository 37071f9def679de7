/** Whether `value` is an absolute http:// or https:// URL (what the server takes for links and websites). */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}
