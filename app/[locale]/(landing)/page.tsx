import { Landing } from '@/components/landing/landing';
import { landingArt } from '@/components/landing/landing-art';
import { getPublicConfig, getViewer } from '@/lib/bff/dal';

export default async function HomePage() {
  const [config, viewer] = await Promise.all([getPublicConfig(), getViewer()]);
  const backUrls = config.state === 'success' ? config.data.backUrls : {};
  return <Landing backUrls={backUrls} loggedIn={viewer.kind === 'user'} art={landingArt()} />;
}
