import { DocumentPage, documentPageMetadata } from '../document-page';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata() {
  return documentPageMetadata('PASSPORT');
}

export default async function Page({ searchParams }: Props) {
  return <DocumentPage type="PASSPORT" search={await searchParams} />;
}
