// A leaf module: tests name this message without importing the routes, whose imports reach the
// module registry through provider's index.ts (an import circle: issue 28).
export const ATTACHMENT_IN_DRAFT_MESSAGE =
  'Il documento è nella bozza scritta: resta finché una nuova bozza non lo contiene più.';
