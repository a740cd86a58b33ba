<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Qt ships no Hindi translation of its own dialogs: the standard buttons of dialogs and
     message boxes, the file dialog (its labels, buttons, columns, menus and questions), and
     the right-click menus of text and number fields, kept by hand (not refreshed by
     update_translations). The sources are Qt 6.4's, context by context. -->
<TS version="2.1" language="hi_IN">
<context>
    <name>QPlatformTheme</name>
    <message><source>OK</source><translation>ठीक है</translation></message>
    <message><source>Save</source><translation>सहेजें</translation></message>
    <message><source>Save All</source><translation>सभी सहेजें</translation></message>
    <message><source>Open</source><translation>खोलें</translation></message>
    <message><source>&amp;Yes</source><translation>हाँ (&amp;Y)</translation></message>
    <message><source>Yes to &amp;All</source><translation>सभी के लिए हाँ (&amp;A)</translation></message>
    <message><source>&amp;No</source><translation>नहीं (&amp;N)</translation></message>
    <message><source>N&amp;o to All</source><translation>सभी के लिए नहीं (&amp;O)</translation></message>
    <message><source>Abort</source><translation>निरस्त करें</translation></message>
    <message><source>Retry</source><translation>फिर से प्रयास करें</translation></message>
    <message><source>Ignore</source><translation>अनदेखा करें</translation></message>
    <message><source>Close</source><translation>बंद करें</translation></message>
    <message><source>Cancel</source><translation>रद्द करें</translation></message>
    <message><source>Discard</source><translation>छोड़ें</translation></message>
    <message><source>Help</source><translation>सहायता</translation></message>
    <message><source>Apply</source><translation>लागू करें</translation></message>
    <message><source>Reset</source><translation>रीसेट करें</translation></message>
    <message><source>Restore Defaults</source><translation>डिफ़ॉल्ट पुनर्स्थापित करें</translation></message>
</context>
<context>
    <name>QMessageBox</name>
    <message><source>Show Details...</source><translation>विवरण दिखाएँ...</translation></message>
    <message><source>Hide Details...</source><translation>विवरण छिपाएँ...</translation></message>
</context>
<context>
    <name>QFileDialog</name>
    <!-- qfiledialog.ui (uic: QCoreApplication::translate("QFileDialog", ...)) -->
    <message><source>Look in:</source><translation>इसमें देखें:</translation></message>
    <message><source>Back</source><translation>पीछे</translation></message>
    <message><source>Go back</source><translation>पीछे जाएँ</translation></message>
    <message><source>Forward</source><translation>आगे</translation></message>
    <message><source>Go forward</source><translation>आगे जाएँ</translation></message>
    <message><source>Parent Directory</source><translation>जनक निर्देशिका</translation></message>
    <message><source>Go to the parent directory</source><translation>जनक निर्देशिका में जाएँ</translation></message>
    <message><source>Create New Folder</source><translation>नया फ़ोल्डर बनाएँ</translation></message>
    <message><source>Create a New Folder</source><translation>एक नया फ़ोल्डर बनाएँ</translation></message>
    <message><source>List View</source><translation>सूची दृश्य</translation></message>
    <message><source>Change to list view mode</source><translation>सूची दृश्य मोड पर जाएँ</translation></message>
    <message><source>Detail View</source><translation>विस्तृत दृश्य</translation></message>
    <message><source>Change to detail view mode</source><translation>विस्तृत दृश्य मोड पर जाएँ</translation></message>
    <message><source>Sidebar</source><translation>साइडबार</translation></message>
    <message><source>List of places and bookmarks</source><translation>स्थानों और बुकमार्क की सूची</translation></message>
    <message><source>Files</source><translation>फ़ाइलें</translation></message>
    <message><source>Files of type:</source><translation>फ़ाइल का प्रकार:</translation></message>
    <!-- qfiledialog.cpp -->
    <message><source>Find Directory</source><translation>निर्देशिका खोजें</translation></message>
    <message><source>Open</source><translation>खोलें</translation></message>
    <message><source>Save As</source><translation>इस रूप में सहेजें</translation></message>
    <message><source>Directory:</source><translation>निर्देशिका:</translation></message>
    <message><source>File &amp;name:</source><translation>फ़ाइल नाम (&amp;N):</translation></message>
    <message><source>&amp;Open</source><translation>खोलें (&amp;O)</translation></message>
    <message><source>&amp;Choose</source><translation>चुनें (&amp;C)</translation></message>
    <message><source>&amp;Save</source><translation>सहेजें (&amp;S)</translation></message>
    <message><source>Show </source><translation>दिखाएँ: </translation></message>
    <message><source>&amp;Rename</source><translation>नाम बदलें (&amp;R)</translation></message>
    <message><source>&amp;Delete</source><translation>हटाएँ (&amp;D)</translation></message>
    <message><source>Show &amp;hidden files</source><translation>छिपी हुई फ़ाइलें दिखाएँ (&amp;H)</translation></message>
    <message><source>&amp;New Folder</source><translation>नया फ़ोल्डर (&amp;N)</translation></message>
    <message><source>All files (*)</source><translation>सभी फ़ाइलें (*)</translation></message>
    <message><source>Directories</source><translation>निर्देशिकाएँ</translation></message>
    <message><source>%1 already exists.&#10;Do you want to replace it?</source><translation>%1 पहले से मौजूद है।&#10;क्या आप इसे बदलना चाहते हैं?</translation></message>
    <message><source>%1&#10;File not found.&#10;Please verify the correct file name was given.</source><translation>%1&#10;फ़ाइल नहीं मिली।&#10;कृपया जाँचें कि सही फ़ाइल नाम दिया गया है।</translation></message>
    <message><source>%1&#10;Directory not found.&#10;Please verify the correct directory name was given.</source><translation>%1&#10;निर्देशिका नहीं मिली।&#10;कृपया जाँचें कि सही निर्देशिका नाम दिया गया है।</translation></message>
    <message><source>Delete</source><translation>हटाएँ</translation></message>
    <message><source>&apos;%1&apos; is write protected.&#10;Do you want to delete it anyway?</source><translation>&apos;%1&apos; लेखन-सुरक्षित है।&#10;क्या आप फिर भी इसे हटाना चाहते हैं?</translation></message>
    <message><source>Are you sure you want to delete &apos;%1&apos;?</source><translation>क्या आप वाकई &apos;%1&apos; को हटाना चाहते हैं?</translation></message>
    <message><source>Could not delete directory.</source><translation>निर्देशिका हटाई नहीं जा सकी।</translation></message>
    <message><source>New Folder</source><translation>नया फ़ोल्डर</translation></message>
    <message><source>Recent Places</source><translation>हाल के स्थान</translation></message>
    <!-- qsidebar.cpp (QFileDialog::tr) -->
    <message><source>Remove</source><translation>निकालें</translation></message>
    <!-- QtGui qplatformdialoghelper.cpp: QFileDialogOptions::defaultNameFilterString() -->
    <message><source>All Files (*)</source><translation>सभी फ़ाइलें (*)</translation></message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message><source>Name</source><translation>नाम</translation></message>
    <message><source>Size</source><translation>आकार</translation></message>
    <message><source>Type</source><comment>All other platforms</comment><translation>प्रकार</translation></message>
    <message><source>Kind</source><comment>Match OS X Finder</comment><translation>प्रकार</translation></message>
    <message><source>Date Modified</source><translation>संशोधन तिथि</translation></message>
    <message><source>Computer</source><translation>कंप्यूटर</translation></message>
    <message><source>My Computer</source><translation>मेरा कंप्यूटर</translation></message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message><source>Drive</source><translation>ड्राइव</translation></message>
    <message><source>File</source><translation>फ़ाइल</translation></message>
    <message><source>Folder</source><comment>All other platforms</comment><translation>फ़ोल्डर</translation></message>
    <message><source>File Folder</source><comment>Match Windows Explorer</comment><translation>फ़ाइल फ़ोल्डर</translation></message>
    <message><source>Shortcut</source><comment>All other platforms</comment><translation>शॉर्टकट</translation></message>
    <message><source>Alias</source><comment>macOS Finder</comment><translation>उपनाम</translation></message>
    <message><source>Unknown</source><translation>अज्ञात</translation></message>
</context>
<context>
    <name>QLineEdit</name>
    <!-- right-click menu of the "File name" field (and of the rename editor) -->
    <message><source>&amp;Undo</source><translation>पूर्ववत करें (&amp;U)</translation></message>
    <message><source>&amp;Redo</source><translation>फिर से करें (&amp;R)</translation></message>
    <message><source>Cu&amp;t</source><translation>काटें (&amp;T)</translation></message>
    <message><source>&amp;Copy</source><translation>कॉपी करें (&amp;C)</translation></message>
    <message><source>&amp;Paste</source><translation>चिपकाएँ (&amp;P)</translation></message>
    <message><source>Delete</source><translation>हटाएँ</translation></message>
    <message><source>Select All</source><translation>सभी चुनें</translation></message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <!-- right-click menu of a number field, after the line edit's actions -->
    <message><source>&amp;Step up</source><translation>एक बढ़ाएँ (&amp;S)</translation></message>
    <message><source>Step &amp;down</source><translation>एक घटाएँ (&amp;D)</translation></message>
</context>
</TS>
