import { useQuery } from '@tanstack/react-query';
import { reviewDetailQuery } from './api.ts';
import { ReviewFiles } from './ReviewFiles.tsx';

/** The files of a block under review, to view in the page or download (one-company view). */
export function BlockFiles({ blockId }: { blockId: string }) {
  const detail = useQuery(reviewDetailQuery(blockId));
  return detail.data ? <ReviewFiles detail={detail.data} /> : null;
}
