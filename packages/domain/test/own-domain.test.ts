import { describe, expect, it } from 'vitest';
import { isOwnDomain, mailbox, registrableDomain } from '../src/index.ts';

/* Issue 24, finding 10: the company's own domain, compared as normalised registrable domains. */

describe('registrableDomain', () => {
  it.each([
    ['www.alfà.it', 'xn--alf-cla.it'],
    ['xn--alf-cla.it', 'xn--alf-cla.it'],
    ['https://Shop.X.it/negozio?a=1', 'x.it'],
    ['WWW.X.IT.', 'x.it'],
    ['a.b.example.co.uk', 'example.co.uk'],
    ['mario.github.io', 'mario.github.io'],
    ['192.0.2.1', '192.0.2.1'],
    ['', null],
    ['http://', null],
  ])('%s → %s', (input, expected) => expect(registrableDomain(input)).toBe(expected));
  it('the IDN of the review: www.alfà.it and xn--alf-cla.it are one domain', () => {
    expect(registrableDomain('www.alfà.it')).toBe(registrableDomain('xn--alf-cla.it'));
  });
});

describe('isOwnDomain', () => {
  const company = { emails: ['titolare@alfà.it', 'mario.rossi@gmail.com'], sites: ['shop.x.it'] };
  it.each([
    ['a@xn--alf-cla.it', true],
    ['a@www.alfà.it', true],
    ['a@ALFÀ.IT', true],
    ['a@x.it', true], // the parent domain of the site
    ['a@mail.x.it', true],
    ['a@shop.x.it', true],
    ['a@alfa.it', false], // without the accent: another domain
    ['a@x.it.evil.com', false],
    ['a@xx.it', false],
    // A shared mailbox provider is not the company: only its own mailbox is.
    ['fornitore@gmail.com', false],
    ['mario.rossi@gmail.com', true],
    ['MarioRossi+fornitore@googlemail.com', true],
    ['mario.rossi@libero.it', false],
  ])('%s → %s', (email, own) => expect(isOwnDomain(email, company)).toBe(own));

  it('a website on a shared provider or a hosting platform does not claim the whole provider', () => {
    const hosted = { emails: [], sites: ['https://rossi.github.io', 'digilander.libero.it/rossi'] };
    expect(isOwnDomain('a@github.io', hosted)).toBe(false);
    expect(isOwnDomain('a@rossi.github.io', hosted)).toBe(true);
    expect(isOwnDomain('a@libero.it', hosted)).toBe(false);
  });

  it('mailbox: ASCII domain, no +tag, Gmail without dots', () => {
    expect(mailbox('Anna+x@Alfà.it')).toBe('anna@xn--alf-cla.it');
    expect(mailbox('a.b.c@gmail.com')).toBe('abc@gmail.com');
    expect(mailbox('no-at-sign')).toBeNull();
  });
});
