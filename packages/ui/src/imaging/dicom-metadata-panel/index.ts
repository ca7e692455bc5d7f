export { DicomMetadataPanel, type DicomAttribute, type DicomMetadataPanelProps } from './dicom-metadata-panel';
