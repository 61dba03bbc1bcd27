// The parts of every page's frame that a visitor operates: the header with the account area,
// and the consent banner with the statistics it allows. On public pages each is an island
// (decision 028), so their props are JSON.
import { useEffect } from 'react';
import { SiteHeader } from '~/components/layout/SiteHeader';
import type { PublicConfig } from '~/config/env.server';
import { AnalyticsLoader } from '~/features/analytics';
import { AccountArea, bootstrapAuth } from '~/features/auth';
import { ConsentBanner } from '~/features/consent';
import { NotificationArea } from '~/features/notifications';

export function HeaderWithAccount({
  name,
  slogan,
  config,
}: {
  name: string;
  slogan: string;
  config: PublicConfig;
}) {
  useEffect(() => {
    void bootstrapAuth(config);
  }, [config]);
  return (
    <SiteHeader
      name={name}
      slogan={slogan}
      account={<AccountArea config={config} />}
      bell={<NotificationArea />}
      menuBell={<NotificationArea wide />}
    />
  );
}

export function ConsentAndAnalytics({ config }: { config: PublicConfig }) {
  return (
    <>
      <ConsentBanner />
      <AnalyticsLoader config={config} />
    </>
  );
}
