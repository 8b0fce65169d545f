// The URL of the islands runtime every public page loads, from app/islands/vite-plugin.ts.
declare module "virtual:islands/runtime-url" {
  const url: string;
  export default url;
}
