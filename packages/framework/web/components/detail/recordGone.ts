import { createContext } from 'react';

/**
 * Told by a record's page that its record is not there (the 404 screen, `Unavailable`), inside the tabs a
 * record's page has (`RecordTabs`): a page of a record that does not exist shows the 404 alone, not a record tab
 * and a history of nothing.
 */
export const RecordGoneContext = createContext<(() => void) | undefined>(undefined);
