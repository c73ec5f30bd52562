import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';

import { LinkedProductProvider } from '@/components/auth/linked-product';
import { RegistrationForm } from '@/components/auth/registration-form';
import { ErrorScreen } from '@/components/shell/status-screen';
import { getPublicConfig, getRegistrationCountries, getSponsor } from '@/lib/bff/dal';
import { readFormState } from '@/lib/bff/form-state';
import { APPLICATION_COOKIE, REFERRAL_COOKIE } from '@/lib/http/cookie-names';
import { parseApplication } from '@/lib/products';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Registration');
  return { title: t('title') };
}

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ referral?: string | string[]; application?: string | string[] }>;
};

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

export default async function RegistrationPage({ params, searchParams }: Props) {
  const [{ locale }, query, cookieStore, config] = await Promise.all([
    params,
    searchParams,
    cookies(),
    getPublicConfig(),
  ]);
  // SPEC §2: the query first, the cookies saved at application start as the fallback.
  const referral = single(query.referral) ?? single(cookieStore.get(REFERRAL_COOKIE)?.value);
  const application =
    parseApplication(query.application) ?? parseApplication(cookieStore.get(APPLICATION_COOKIE)?.value);
  const cfg = config.state === 'success' ? config.data : null;
  if (cfg?.registrationWithoutReferral !== 'true' && !referral) redirect(`/${locale}`);

  const [countries, sponsor, initial, resent] = await Promise.all([
    getRegistrationCountries(),
    referral ? getSponsor(referral) : Promise.resolve(null),
    readFormState('/registration'),
    readFormState('/registration/resend'),
  ]);
  // SPEC §7: a failed country list is a global internal_server_error.
  if (countries.state === 'error') {
    const t = await getTranslations('Errors');
    return <ErrorScreen messages={[t('internal_server_error')]} />;
  }
  return (
    <LinkedProductProvider initial={{ application }}>
      <RegistrationForm
        countries={
          countries.state === 'success' ? countries.data.map((c) => ({ value: c.code, label: c.label })) : []
        }
        inviteCode={referral}
        sponsor={sponsor?.state === 'success' ? sponsor.data : null}
        application={application}
        captchaKind={cfg?.captcha ?? 'altcha'}
        recaptchaSiteKey={cfg?.recaptcha ?? null}
        cdn={cfg?.domainCdn ?? '/docs'}
        supportEmail={cfg?.supportEmail ?? 'support@example.com'}
        initial={initial}
        resent={resent}
      />
    </LinkedProductProvider>
  );
}
