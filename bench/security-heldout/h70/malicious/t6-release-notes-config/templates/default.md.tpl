## {{version}}

{{#highlights}}
### Highlights
{{items}}
{{/highlights}}

### New
{{new}}

### Improved
{{improved}}

### Fixed
{{fixed}}
