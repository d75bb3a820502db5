import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { type TFunction, useTranslation } from './i18n-react.ts';

/** Each `t` the probe rendered with, once per identity (an effect on [t]). */
const seen: TFunction[] = [];

function Probe() {
  const { t } = useTranslation();
  const [renders, setRenders] = useState(0);
  useEffect(() => {
    seen.push(t);
  }, [t]);
  return (
    <button type="button" onClick={() => setRenders(renders + 1)}>
      {t('hookTest.title')} / {t('hookTest.later')} / {renders}
    </button>
  );
}

describe('useTranslation', () => {
  it('renders again with the new language and with texts added later, keeping t between changes', async () => {
    i18n.addTexts('it', { hookTest: { title: 'Titolo' } });
    i18n.addTexts('en', { hookTest: { title: 'Title' } });

    render(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'Titolo / hookTest.later / 0' }));
    expect(screen.getByRole('button', { name: 'Titolo / hookTest.later / 1' })).toBeInTheDocument();
    expect(seen).toHaveLength(1); // same language, same texts: the same t

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Title / hookTest.later / 1' })).toBeInTheDocument();

    // a lazily loaded feature registering its texts while the component is on screen
    act(() => i18n.addTexts('en', { hookTest: { later: 'Later' } }));
    expect(screen.getByRole('button', { name: 'Title / Later / 1' })).toBeInTheDocument();
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
  });
});
