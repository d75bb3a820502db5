import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { type TFunction, useTranslation } from './i18n-react.ts';

describe('useTranslation', () => {
  it('renders again with the new language and with texts added later, keeping t between changes', async () => {
    i18n.addTexts('it', { hookTest: { title: 'Titolo' } });
    i18n.addTexts('en', { hookTest: { title: 'Title' } });
    const seen: TFunction[] = [];
    let rerender = () => {};

    function Probe() {
      const { t } = useTranslation();
      const [, setTick] = useState(0);
      rerender = () => setTick((n) => n + 1);
      useEffect(() => {
        seen.push(t);
      }, [t]);
      return (
        <p>
          {t('hookTest.title')} / {t('hookTest.later')}
        </p>
      );
    }

    render(<Probe />);
    expect(screen.getByText('Titolo / hookTest.later')).toBeInTheDocument();
    act(() => rerender());
    expect(seen).toHaveLength(1); // same language, same texts: the same t

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Title / hookTest.later')).toBeInTheDocument();

    // a lazily loaded feature registering its texts while the component is on screen
    act(() => i18n.addTexts('en', { hookTest: { later: 'Later' } }));
    expect(screen.getByText('Title / Later')).toBeInTheDocument();
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
  });
});
