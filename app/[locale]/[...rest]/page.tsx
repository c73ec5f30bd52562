import { notFound } from 'next/navigation';

// Every path the route table does not name is the 404 page (SPEC §2).
export default function CatchAll() {
  notFound();
}
