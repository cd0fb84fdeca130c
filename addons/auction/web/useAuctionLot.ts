import { useQuery } from '@tanstack/react-query';
import {
  apiQuery,
  entityByName,
  metaQuery,
  pageByName,
  RECORD_CALLS,
  type Row,
  usePermissions,
  useRecordActions,
} from '@yanye/addon-kit/web';
import { auctionDetail } from '../contract';

/** The lot list: where the page goes back to, and whose metadata labels the lot. */
export const LOT_LIST = pageByName('AuctionManage')!;
/** The bid history, whose metadata labels the lot's bids. */
const BID_LIST = pageByName('AuctionRecordManage')!;
const LOT_INFO = `${entityByName('Auction')!.api}${RECORD_CALLS.info}`;
const LOT_EDIT = pageByName('AuctionEdit');

/** How often a lot being bid on is read again while its page is shown. */
const LIVE_MS = 5_000;

/**
 * A lot's page (/plugin/auction/info/:id): the lot, its bids, deposits and history, and the steps its list
 * offers in its present state (bid for a member, close now, stop). A running or scheduled lot is read again every
 * few seconds, so bids made in the app and the clock's moves show without a reload.
 */
export function useAuctionLot(id: string | undefined) {
  const read = useQuery({
    ...apiQuery(auctionDetail, { id: Number(id) }),
    enabled: id !== undefined,
    refetchInterval: (q) => {
      const state = q.state.data?.lot.status;
      return state === 'running' || state === 'scheduled' ? LIVE_MS : false;
    },
  });
  const lotMeta = useQuery(metaQuery(LOT_LIST.api[0]!));
  const bidMeta = useQuery(metaQuery(BID_LIST.api[0]!));
  const actions = useRecordActions(LOT_INFO, read.data?.lot as Row | undefined);
  const permissions = usePermissions();
  const lot = read.data?.lot;
  // A draft, or a lot not started yet without bids, is still edited (the server holds the start to the second).
  const editable = lot && (lot.status === 'draft' || lot.status === 'scheduled') && lot.bid_count === 0;
  const editPath =
    editable && LOT_EDIT && permissions?.paths.has(LOT_EDIT.path)
      ? LOT_EDIT.path.replace(':id', String(lot.id))
      : undefined;
  return {
    detail: read.data,
    lotMeta: lotMeta.data,
    bidMeta: bidMeta.data,
    actions,
    /** The lot's edit form, while it may be edited and the user may open it. */
    editPath,
    /** The lot's own read failing (not found, refused) is the page's; the rest only leave a part unlabelled. */
    error: read.error ?? lotMeta.error,
  };
}
