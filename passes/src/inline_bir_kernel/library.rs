//! A kernel library: directories of BIR-JSON kernels, one per kernel name
//! (`<kernel_name>.bir.json`), or named by an optional `index.json`
//! (`{"<kernel_name>": "<file>", …}`, files relative to the directory).
//! Each file is read once per pass run, however many instructions name it.
//!
//! Every file read stays inside its library directory, as const files stay
//! in theirs (`crate::containment`): a kernel name or an index entry that is
//! absolute or leads out with `..` is an error, and so is one that leads
//! out through a symbolic link (checked on the resolved path). An
//! `index.json` must be a regular file (a FIFO or a device is refused, not
//! ignored) and may name a kernel once.

use crate::containment::{containment, inside, Containment};
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
    /// or that holds `<name>.bir.json`, inside that directory.
    fn find(&mut self, name: &str) -> Result<PathBuf, String> {
        for dir in self.dirs.clone() {
            if let Some(file) = self.index(&dir)?.and_then(|index| index.get(name).cloned()) {
                let what = || format!("the index entry of library kernel '{name}'");
                return contained(&dir, &file, what, true);
            }
            let file = format!("{name}.bir.json");
            let what = || format!("library kernel name '{name}'");
            let path = contained(&dir, &file, what, false)?;
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
            let index = match std::fs::symlink_metadata(&path) {
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
                _ => Some(read_index(&path, dir)?),
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

/// `dir/file`, where `file` comes from an input (`what` says which): an
/// absolute `file`, or one leading out of `dir` with `..`, is an error;
/// so is an existing one that leads out through a symbolic link (`must_exist`:
/// a missing one too).
fn contained(
    dir: &Path,
    file: &str,
    what: impl Fn() -> String,
    must_exist: bool,
) -> Result<PathBuf, String> {
    let shown = dir.display();
    match containment(Path::new(file)) {
        Containment::Inside => {}
        Containment::Absolute => {
            return Err(format!(
                "{}: '{file}' is an absolute path; it must be relative to the library directory {shown}",
                what()
            ))
        }
        Containment::Escapes => {
            return Err(format!(
                "{}: '{file}' leaves the library directory {shown}",
                what()
            ))
        }
    }
    let path = dir.join(file);
    if must_exist || std::fs::symlink_metadata(&path).is_ok() {
        inside(&path, dir).map_err(|e| format!("{}: {}", what(), describe(&e)))?;
    }
    Ok(path)
}

/// An I/O error without Rust's "(os error N)".
fn describe(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(i) => text[..i].to_owned(),
        None => text,
    }
}

/// Reads a library kernel (a regular file, read without blocking); an
/// error names the file and the JSON position.
fn read(path: &Path) -> Result<Document, String> {
    let shown = path.display();
    let bytes = nki::io::read_regular_file(path)
        .map_err(|e| format!("cannot read library kernel {shown}: {}", describe(&e)))?;
    let text = String::from_utf8(bytes).map_err(|_| {
        format!("cannot read library kernel {shown}: stream did not contain valid UTF-8")
    })?;
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

/// The entries of a JSON object in the order written, a name given twice
/// kept twice (serde_json's maps keep the last silently).
struct Entries(Vec<(String, serde_json::Value)>);

impl<'de> serde::Deserialize<'de> for Entries {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = Entries;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("an object of kernel name → file")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Entries, A::Error> {
                let mut entries = Vec::new();
                while let Some(entry) = map.next_entry::<String, serde_json::Value>()? {
                    entries.push(entry);
                }
                Ok(Entries(entries))
            }
        }
        deserializer.deserialize_map(Visitor)
    }
}

/// Reads `index.json` of library directory `dir`: a regular file inside
/// it, an object of kernel name → file naming each kernel once.
fn read_index(path: &Path, dir: &Path) -> Result<HashMap<String, String>, String> {
    let shown = path.display();
    let cannot =
        |e: &std::io::Error| format!("cannot read kernel library index {shown}: {}", describe(e));
    inside(path, dir).map_err(|e| cannot(&e))?;
    let bytes = nki::io::read_regular_file(path).map_err(|e| cannot(&e))?;
    let text = String::from_utf8(bytes).map_err(|_| {
        format!("cannot read kernel library index {shown}: stream did not contain valid UTF-8")
    })?;
    let value: serde_json::Value = serde_json::from_str(&text).map_err(|e| {
        format!(
            "invalid kernel library index {shown}:{}:{}: {e}",
            e.line(),
            e.column()
        )
    })?;
    if !value.is_object() {
        return Err(format!(
            "invalid kernel library index {shown}: expected an object of kernel name → file"
        ));
    }
    let Entries(entries) = serde_json::from_str(&text)
        .map_err(|e| format!("invalid kernel library index {shown}: {e}"))?;
    let mut index = HashMap::new();
    for (name, file) in entries {
        let Some(file) = file.as_str() else {
            return Err(format!(
                "invalid kernel library index {shown}: the file of '{name}' is not a string"
            ));
        };
        if index.insert(name.clone(), file.to_owned()).is_some() {
            return Err(format!(
                "invalid kernel library index {shown}: kernel '{name}' is named twice"
            ));
        }
    }
    Ok(index)
}
