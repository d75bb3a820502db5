/** A catalogue as its JSON file holds it: nested objects whose leaves are the texts. */
export type Texts = { readonly [key: string]: unknown };

/** Values of a text's `{{name}}` placeholders; `count` also picks the plural form (`key_one`, `key_other`). */
export interface TOptions {
  readonly count?: number;
  /** The text when no language has the key. */
  readonly defaultValue?: string | undefined;
  readonly [name: string]: unknown;
}

/** A text by its dotted key: the key itself when no language has it. */
export type TFunction = (key: string, options?: TOptions) => string;

interface TranslatorOptions {
  language: string;
  /** The language of every text the others lack. */
  fallback: string;
  texts: Readonly<Record<string, Texts>>;
  /** Called by every `changeLanguage`, before the components render again. */
  onLanguageChange?: (language: string) => void;
}

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** Adds `source` to `target`, deep: a text already there stays unless `overwrite`. */
function merge(target: Tree, source: Texts, overwrite: boolean): Tree {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__') continue;
    const existing = target[key];
    if (isTree(existing) && isTree(value)) merge(existing, value, overwrite);
    else if (existing === undefined || overwrite) {
      // copied: the catalogues a module imports are never changed
      target[key] = isTree(value) ? merge({}, value, true) : value;
    }
  }
  return target;
}

/** The text at a dotted key; an empty text counts as missing. */
function find(tree: Tree | undefined, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) node = isTree(node) ? node[part] : undefined;
  return typeof node === 'string' && node !== '' ? node : undefined;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * Fills `{{name}}` with its value, unescaped (React escapes what it renders). A name given as
 * undefined or null gives '', a name not given at all stays as written.
 */
function interpolate(text: string, values: TOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return placeholder;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * The interface texts: one catalogue per language, to which lazily loaded features add theirs,
 * and the current language. Subscribers (the components, through `useTranslation`) hear of every
 * change, and `currentT` changes identity with it.
 */
export class Translator {
  readonly #fallback: string;
  readonly #texts = new Map<string, Tree>();
  readonly #plurals = new Map<string, Intl.PluralRules>();
  readonly #listeners = new Set<() => void>();
  readonly #onLanguageChange: ((language: string) => void) | undefined;
  #language: string;
  #resolved: string;
  #current: TFunction;

  constructor({ language, fallback, texts, onLanguageChange }: TranslatorOptions) {
    this.#fallback = fallback;
    this.#onLanguageChange = onLanguageChange;
    for (const [lng, tree] of Object.entries(texts)) this.#texts.set(lng, merge({}, tree, true));
    this.#language = language;
    this.#resolved = this.#resolve(language);
    this.#current = this.getFixedT(language);
  }

  get language(): string {
    return this.#language;
  }

  /** The language switched to if it had texts then, else the fallback (set by `changeLanguage`). */
  get resolvedLanguage(): string {
    return this.#resolved;
  }

  /** A text in the current language, whenever it is called. */
  readonly t: TFunction = (key, options) => this.#translate(this.#language, key, options);

  /** The texts of the current language: the same function until the next change. */
  readonly currentT = (): TFunction => this.#current;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getFixedT(language: string): TFunction {
    return (key, options) => this.#translate(language, key, options);
  }

  /** Switches at once; the promise is for callers that wait (it never rejects). */
  changeLanguage(language: string): Promise<void> {
    this.#language = language;
    this.#resolved = this.#resolve(language);
    this.#onLanguageChange?.(language);
    this.#changed();
    return Promise.resolve();
  }

  /** Deep-merges `texts` into the catalogue of `language`; existing texts stay unless `overwrite`. */
  addTexts(language: string, texts: Texts, { overwrite = false } = {}): void {
    this.#texts.set(language, merge(this.#texts.get(language) ?? {}, texts, overwrite));
    this.#changed();
  }

  #resolve(language: string): string {
    return Object.keys(this.#texts.get(language) ?? {}).length > 0 ? language : this.#fallback;
  }

  #changed(): void {
    this.#current = this.getFixedT(this.#language);
    for (const listener of this.#listeners) listener();
  }

  #plural(language: string, count: number): string {
    let rules = this.#plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.#plurals.set(language, rules);
    }
    return rules.select(count);
  }

  #translate(language: string, key: string, options: TOptions | undefined): string {
    const count = options?.count;
    for (const lng of language === this.#fallback ? [language] : [language, this.#fallback]) {
      const tree = this.#texts.get(lng);
      const text =
        (count === undefined ? undefined : find(tree, `${key}_${this.#plural(lng, count)}`)) ??
        find(tree, key);
      if (text !== undefined) return interpolate(text, options);
    }
    return interpolate(options?.defaultValue ?? key, options);
  }
}
