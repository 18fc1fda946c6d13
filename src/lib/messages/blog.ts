// The blog's texts (storefront §2.14, §2.15), apart from MSG (src/lib/messages/shop.ts, which spreads them
// in) so the blog's error boundaries, which are client code, ship only these.

export const BLOG_MSG = {
  blogLoading: "Loading...",
  noArticles: "No articles found.",
  articleLoading: "Loading article...",
  articleNotFound: "Article not found.",
  backToBlog: "Back to Blog",
  unableToFetchBlogs: "Unable to fetch blogs",
  unableToLoadArticle: "Unable to load article",
} as const;
