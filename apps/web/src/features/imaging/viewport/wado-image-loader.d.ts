// cornerstone-wado-image-loader 4.13.2 ships no type declarations: what wado-loader.ts uses of its
// dynamic-import build (a UMD bundle: its default export is the loader's namespace).
declare module 'cornerstone-wado-image-loader/dist/dynamic-import/cornerstoneWADOImageLoader.min.js' {
  const loader: {
    external: { cornerstone: unknown; dicomParser: unknown };
    configure(options: { beforeSend?: (xhr: XMLHttpRequest, imageId: string, defaultHeaders: Record<string, string>) => Record<string, string> | void }): void;
    webWorkerManager: {
      initialize(config: {
        maxWebWorkers?: number;
        startWebWorkersOnDemand?: boolean;
        taskConfiguration?: { decodeTask?: { initializeCodecsOnStartup?: boolean; strict?: boolean } };
      }): void;
    };
  };
  export default loader;
}
