// next-intl request configuration. Pages pass their locale explicitly (getTranslations({ locale })),
// so no request header is read and pages stay static.
import { getRequestConfig } from 'next-intl/server';
import { messagesFor } from './messages';
import { defaultLocale, isLocale } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: messagesFor(locale), timeZone: 'Europe/Madrid' };
});
