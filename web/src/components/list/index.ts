/** The list kit: one way to build a list screen (docs/list-screens.md). */
export {
  useListState,
  sortKeysOf,
  type ListState,
  type ListStateConfig,
  type FilterSpec,
} from './use-list-state';
export {
  ListPage,
  PageHeader,
  ListCounters,
  ListSection,
  ListToolbar,
  CreateButton,
  counter,
  type Counter,
} from './ListPage';
export { countersOf, COUNTER_LOOKS, type CounterSpec } from './counters';
export { SearchBox, FilterSelect, DateFilter, SortControl, ListSearch, ListSort } from './controls';
export { ListFilter } from './ListFilter';
export { ListTabs } from './ListTabs';
export {
  ListBody,
  ListPagination,
  RowLink,
  RowActions,
  editAction,
  deleteAction,
  ExportLinks,
  type ListQueryState,
  type RowAction,
} from './ListBody';
export { DataTable, column, actionsColumn, listSort, type ColumnDef, type TableSort } from './DataTable';
export { useColumnHeaders } from './headers';
export { RecordActions, DeleteConfirm, RecordDialogs, recordActionsFor } from './records';
export { useRecordScreen } from './use-record-screen';
