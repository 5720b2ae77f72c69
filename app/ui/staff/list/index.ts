export { Badge, type BadgeTone } from "./badge";
export { Card, CardLink, CardList, FieldList, LongText } from "./cards";
export { DateField, FilterForm, FilterTabs, ListFilterForm, SearchField, SelectField } from "./filters";
export { Pagination } from "~/ui/pagination";
export { found, idParam, notFound, pageParam } from "./params";
export { EmptyState, StaffListPage } from "./staff-list";
export { EmailLink, PhoneLink, StaffTime } from "./contact";
