import { useNavigation } from "react-router";

const BLOG_PATHS = /^\/(blog|tag|category|archives)(\/|$)/;

/** True while a navigation to another blog screen loads: the content shows a spinner. */
export function useBlogNavigationPending(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && BLOG_PATHS.test(navigation.location.pathname);
}
