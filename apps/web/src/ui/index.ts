/** The shared kit every area builds its screens from. */
export { Pagination, type PaginationProps } from './pagination';
export { RecordTotal } from './record-total';
export { pageCount, pageGroup, clampPage, lastPageInstead } from './pagination-pages';
export { SortSelect, type SortOption, type SortSelectProps } from './sort-select';
export { FilterPopup, type FilterPopupProps } from './filter-popup';
export { SearchInput, type SearchInputProps } from './search-input';
export { PhoneInput, DateInput, TimeInput, type MaskedInputProps } from './masked-inputs';
export { notifyError, notifyErrorText, notifySuccess, errorText, type NotifyPlacement, type StatusTexts } from './notify';
export { BlockReasonPopup, type BlockReasonPopupProps } from './block-reason-popup';
export { ConfirmPopup, type ConfirmPopupProps } from './confirm-popup';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { PageLoader } from './page-loader';
export { ImageUpload, type ImageUploadProps } from './image-upload';
export { NotBuiltPage } from './not-built-page';
export { useListParams } from './use-list-params';
export {
  activeFilterCount,
  pageOffset,
  parseListParams,
  writeListParams,
  type ListFilters,
  type ListParams,
  type ListParamsConfig,
  type ListSort,
} from './list-params';
export { RichTextEditor, RichTextView, type RichTextEditorProps } from './rich-text-editor';
export { BackLink } from './back-link';
export { CityFilter, type CityFilterProps, type FilterCity } from './city-filter';
export { CardLoadError, type CardLoadErrorProps } from './card-load-error';
export { ListPageFrame, type ListPageFrameProps } from './list-page-frame';
export { BlockToggle, type BlockToggleProps } from './block-toggle';
export { DialogActions, type DialogActionsProps } from './dialog-actions';
export { PublicationScheduleModal, type PublicationScheduleModalProps } from './publication-schedule-modal';
export { scheduleDraftOf, scheduleErrors, scheduleOf, type Schedule, type ScheduleDraft } from './publication-schedule';
export { RejectionReasonModal, type RejectionReasonModalProps, type RejectionReasonOptions } from './rejection-reason-modal';
export { DateTimeField, type DateTimeDraft, type DateTimeFieldProps } from './date-time-field';
export { statusCategoryCityBody, statusFilterKeys } from './status-category-city';
export { StatusCategoryCityFilter } from './status-category-city-filter';
export { DataTable, NameCell, RowLink, StatusRow, TextCell } from './data-table';
export { FormRow, FormStack, formMaxWidth } from './form-layout';
export { toggleOne, togglePair } from './filter-boxes';
export { FilterBoxGroup } from './filter-box-group';
export { firstFailing, useFormErrors, type FormErrors, type FormErrorsConfig } from './use-form-errors';
export { PartnerMark } from './partner-mark';
export { saveFile } from './save-file';
