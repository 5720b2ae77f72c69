export { Badge, type BadgeTone } from "./Badge";
export { Card, CardLink, CardList, FieldList, LongText } from "./Cards";
export { DateField, FilterForm, FilterTabs, ListFilterForm, SearchField, SelectField } from "./Filters";
export { Pagination } from "./Pagination";
export { found, idParam, notFound, pageParam } from "./params";
export { EmptyState, Room } from "./Room";
export { EmailLink, PhoneLink, StaffTime } from "./Contact";
