/** The deepest nesting a JSON request body may have: far beyond any contract, far below a stack overflow. */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP_MESSAGE = `Il corpo della richiesta JSON è annidato troppo in profondità (massimo ${MAX_JSON_DEPTH} livelli).`;

/** Whether JSON text nests objects/arrays deeper than `max`; one pass over the text, strings skipped. */
export function jsonNestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}
