"""The PDF report: display rows from what `collect` read, a WeasyPrint render, a PAdES signature."""
