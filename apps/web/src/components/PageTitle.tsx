import { Title, type TitleProps } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '#i18n';

/** The one h1 of a page; also names the browser tab ("<title> · Credibility"). */
export function PageTitle({ children, ...props }: Omit<TitleProps, 'order'> & { children: string }) {
  const { t } = useTranslation();
  const product = t('shell.productName');
  useEffect(() => {
    document.title = `${children} · ${product}`;
  }, [children, product]);
  return (
    <Title order={1} fz={{ base: 'h2', sm: 'h1' }} {...props}>
      {children}
    </Title>
  );
}
