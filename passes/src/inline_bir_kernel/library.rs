//! A kernel library: directories of BIR-JSON kernels, one per kernel name
//! (`<kernel_name>.bir.json`), or named by an optional `index.json`
//! (`{"<kernel_name>": "<file>", …}`, files relative to the directory).
//! Each file is read once per pass run, however many instructions name it.

use nki_formats::bir_json::{read_bir_json, BirJsonError, Document};
use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    sync::Arc,
};

/// The library directories, in search order, and the files read so far.
pub(crate) struct Library {
    dirs: Vec<PathBuf>,
    loaded: HashMap<PathBuf, Arc<Document>>,
    indexes: HashMap<PathBuf, Option<HashMap<String, String>>>,
}

impl Library {
    /// `dirs`: `:`-separated lists (the option, the module attribute).
    pub fn new<'a>(lists: impl IntoIterator<Item = &'a str>) -> Self {
        let dirs = lists
            .into_iter()
            .flat_map(|list| list.split(':'))
            .filter(|d| !d.is_empty())
            .map(PathBuf::from)
            .collect();
        Library {
            dirs,
            loaded: HashMap::new(),
            indexes: HashMap::new(),
        }
    }

    /// The kernel named `name`: its file and document, or the error to
    /// report at the instruction.
    pub fn kernel(&mut self, name: &str) -> Result<(PathBuf, Arc<Document>), String> {
        if self.dirs.is_empty() {
            return Err(format!(
                "unknown library kernel '{name}': no kernel library is given (option library=DIR or the module attribute bir.kernel_library)"
            ));
        }
        let path = self.find(name)?;
        if let Some(doc) = self.loaded.get(&path) {
            return Ok((path, doc.clone()));
        }
        let doc = Arc::new(read(&path)?);
        self.loaded.insert(path.clone(), doc.clone());
        Ok((path, doc))
    }

    /// The file of kernel `name`: the first directory whose index names it
    /// or that holds `<name>.bir.json`.
    fn find(&mut self, name: &str) -> Result<PathBuf, String> {
        for dir in self.dirs.clone() {
            if let Some(file) = self.index(&dir)?.and_then(|index| index.get(name).cloned()) {
                return Ok(dir.join(file));
            }
            let path = dir.join(format!("{name}.bir.json"));
            if path.is_file() {
                return Ok(path);
            }
        }
        let known = self.names()?;
        let close = nki::pass::close_matches(name, known.iter().map(String::as_str));
        let shown: Vec<String> = self.dirs.iter().map(|d| d.display().to_string()).collect();
        let mut message = format!(
            "unknown library kernel '{name}' (library: {})",
            shown.join(":")
        );
        if !close.is_empty() {
            message.push_str(&format!("; did you mean {}?", quoted(&close)));
        }
        Err(message)
    }

    /// The directory's `index.json`, read once; `None` when it has none.
    fn index(&mut self, dir: &Path) -> Result<Option<&HashMap<String, String>>, String> {
        if !self.indexes.contains_key(dir) {
            let path = dir.join("index.json");
            let index = if path.is_file() {
                Some(read_index(&path)?)
            } else {
                None
            };
            self.indexes.insert(dir.to_owned(), index);
        }
        Ok(self.indexes[dir].as_ref())
    }

    /// Every kernel name the library offers (for suggestions).
    fn names(&mut self) -> Result<Vec<String>, String> {
        let mut names = Vec::new();
        for dir in self.dirs.clone() {
            if let Some(index) = self.index(&dir)? {
                names.extend(index.keys().cloned());
            }
            if let Ok(entries) = std::fs::read_dir(&dir) {
                for entry in entries.flatten() {
                    let file = entry.file_name().to_string_lossy().into_owned();
                    if let Some(stem) = file.strip_suffix(".bir.json") {
                        names.push(stem.to_owned());
                    }
                }
            }
        }
        names.sort();
        names.dedup();
        Ok(names)
    }
}

fn quoted(names: &[&str]) -> String {
    let names: Vec<String> = names.iter().map(|n| format!("'{n}'")).collect();
    names.join(", ")
}

/// Reads a library kernel; an error names the file and the JSON position.
fn read(path: &Path) -> Result<Document, String> {
    let shown = path.display();
    if !std::fs::metadata(path).is_ok_and(|m| m.is_file()) {
        return Err(format!(
            "cannot read library kernel {shown}: not a regular file"
        ));
    }
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read library kernel {shown}: {e}"))?;
    read_bir_json(&text).map_err(|e| match e {
        BirJsonError::Syntax {
            line,
            column,
            message,
        } => format!("invalid library kernel {shown}:{line}:{column}: {message}"),
        BirJsonError::Schema { path: at, message } => {
            match nki_formats::bir_json::locate(&text, &at) {
                Some((line, column)) => {
                    format!("invalid library kernel {shown}:{line}:{column}: {at}: {message}")
                }
                None => format!("invalid library kernel {shown}: {at}: {message}"),
            }
        }
    })
}

/// Reads `index.json`: an object of kernel name → file.
fn read_index(path: &Path) -> Result<HashMap<String, String>, String> {
    let shown = path.display();
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read kernel library index {shown}: {e}"))?;
    let value: serde_json::Value = serde_json::from_str(&text).map_err(|e| {
        format!(
            "invalid kernel library index {shown}:{}:{}: {e}",
            e.line(),
            e.column()
        )
    })?;
    let object = value.as_object().ok_or_else(|| {
        format!("invalid kernel library index {shown}: expected an object of kernel name → file")
    })?;
    object
        .iter()
        .map(|(name, file)| match file.as_str() {
            Some(file) => Ok((name.clone(), file.to_owned())),
            None => Err(format!(
                "invalid kernel library index {shown}: the file of '{name}' is not a string"
            )),
        })
        .collect()
}
