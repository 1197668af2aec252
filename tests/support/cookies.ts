/** "name=value" of a Set-Cookie header, as a browser sends it back (split always yields the first part). */
export function cookiePair(setCookie: string): string {
  const [pair = ""] = setCookie.split(";");
  return pair;
}
