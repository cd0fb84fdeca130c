import type { Asking } from '@yanye/framework/web';
import type { ColumnsType } from 'antd/es/table/interface';
import type { Key, ReactNode } from 'react';

/** A decision's answer: the message the reviewer is shown. */
export interface Answer {
  readonly msg: string;
}

/** A review list without UI: by status, keyword and page (a new filter or search goes back to page 1). */
export interface ReviewListState<Row, Filter extends string> {
  readonly status: Filter;
  readonly filter: (next: Filter) => void;
  readonly search: (text: string) => void;
  readonly page: number;
  readonly limit: number;
  readonly paginate: (page: number, limit: number) => void;
  readonly rows: readonly Row[];
  readonly count: number;
  readonly loading: boolean;
}

/** A review queue without UI: its list, and the decisions on a subject (the row, or its details as read). */
export interface ReviewQueue<Row, Filter extends string, Subject> extends ReviewListState<Row, Filter> {
  /** A decision is under way: the decision buttons wait. */
  readonly busy: boolean;
  readonly approve: (subject: Subject) => Promise<Answer>;
  readonly reject: (subject: Subject, reason: string) => Promise<Answer>;
  /** Takes the subject into review before the decision, where the kind has that step. */
  readonly claim?: (subject: Subject) => Promise<Answer>;
}

/** The texts of a review screen in the reviewer's language, read when it is drawn. */
export interface ReviewTexts<Filter extends string> {
  readonly filter: (status: Filter) => string;
  readonly keyword: string;
  readonly total: (n: number) => string;
  readonly actions: string;
  readonly approve: string;
  readonly reject: string;
  /** The link opening a row's drawer (decisions in a drawer only). */
  readonly view?: string;
  /** The button of the step before the decision (where there is one). */
  readonly claim?: string;
}

/**
 * The question before an approval: what it does to which subject (通过提现申请「TX…」？), the words of the button
 * that does it (通过并打款), and under it what the decision needs in sight (the store, the money, the card).
 */
export interface Approval extends Asking {
  readonly details?: ReactNode;
}

/** The reason a rejection asks for (what the other side reads): its dialog's texts and its length. */
export interface ReasonField {
  readonly title: string;
  readonly ok: string;
  readonly label: string;
  readonly hint: string;
  /** Said when the reason is shorter than `min`. */
  readonly required: string;
  readonly min: number;
  readonly max: number;
}

/** What every review screen declares: its list, its texts and its reason field. */
interface ReviewListKind<Row, Filter extends string> {
  /** The status filters, first the one shown on opening ('' for all). */
  readonly filters: readonly Filter[];
  readonly rowKey: string | ((row: Row) => Key);
  /** The list's columns but the actions, which the screen adds. */
  readonly columns: () => ColumnsType<Row>;
  readonly texts: () => ReviewTexts<Filter>;
  readonly reason: () => ReasonField;
}

/** The question before approving a subject (a row, or its details as read). */
interface Approving<Subject> {
  readonly approval: (subject: Subject) => Approval;
}

/** Decided on the list's rows themselves: approve and reject on each row still waiting. */
export interface RowReviewKind<Row, Filter extends string>
  extends ReviewListKind<Row, Filter>,
    Approving<Row> {
  readonly decideIn: 'row';
  readonly useQueue: () => ReviewQueue<Row, Filter, Row>;
  /** Whether the row still waits for a decision. */
  readonly decidable: (row: Row) => boolean;
}

/** Decided in a drawer that shows the row opened (查看), or its details as read. */
export interface DrawerReviewKind<Row, Filter extends string, Subject>
  extends ReviewListKind<Row, Filter>,
    Approving<Subject> {
  readonly decideIn: 'drawer';
  readonly useQueue: () => ReviewQueue<Row, Filter, Subject>;
  /** What the drawer shows of the row opened: the row itself, or its details being read. */
  readonly useSubject: (opened: Row | undefined) => { readonly subject?: Subject; readonly loading: boolean };
  readonly title: (subject: Subject | undefined) => string;
  readonly body: (subject: Subject) => ReactNode;
  /** Whether the subject still waits for a decision. */
  readonly decidable: (subject: Subject) => boolean;
  /** Whether the step before the decision is still to take. */
  readonly claimable?: (subject: Subject) => boolean;
  /** Whether the drawer closes after a decision: it does when it shows the row as listed, not read again. */
  readonly closeAfterDecision: boolean;
}

/** One review screen's declaration. */
export type ReviewKind<Row, Filter extends string, Subject = Row> =
  | RowReviewKind<Row, Filter>
  | DrawerReviewKind<Row, Filter, Subject>;
