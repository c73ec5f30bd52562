import { DocumentPage, documentPageMetadata } from '../document-page';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata() {
  return documentPageMetadata('SELFIE');
}

export default async function Page({ searchParams }: Props) {
  return <DocumentPage type="SELFIE" search={await searchParams} />;
}
